import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopInfo } from '~/features/store';
import { socialLinksOf } from '~/features/store/index.server';
import { renderWithStoreInfo, shopInfo } from '~/test/store-info';
import { SiteFooter } from './site-footer';

const officer = {
  name: 'Meera Iyer',
  designation: 'Grievance Officer',
  email: 'grievance@chitrakart.in',
  phone: '+91 98110 45000',
};

afterEach(cleanup);

const footer = () => screen.getByRole('contentinfo');
const grievanceBlock = () =>
  within(footer()).getByRole('heading', { name: 'Grievance officer' }).parentElement!;

describe('the site footer', () => {
  it('the footer names the grievance officer when the store has one', () => {
    renderWithStoreInfo(SiteFooter, { ...shopInfo, grievanceOfficer: officer });
    const block = grievanceBlock();
    expect(block.textContent).toBe(
      'Grievance officerMeera IyerGrievance OfficerPhone: +91 98110 45000Email: grievance@chitrakart.in',
    );
    expect(
      within(block).getByRole('link', { name: 'grievance@chitrakart.in' }).getAttribute('href'),
    ).toBe('mailto:grievance@chitrakart.in');
    expect(within(block).getByRole('link', { name: '+91 98110 45000' }).getAttribute('href')).toBe(
      'tel:+919811045000',
    );
    // The company's own details stay as they were.
    const company = footer().querySelector('address')!;
    expect(company.textContent).toBe(
      'Chandni Chowk, Delhi 110006Phone: +91 98110 45672Email: care@chitrakart.in',
    );
    expect(
      within(company).getByRole('link', { name: '+91 98110 45672' }).getAttribute('href'),
    ).toBe('tel:+919811045672');
  });

  it('shows only the parts of the grievance officer the store gave', () => {
    renderWithStoreInfo(SiteFooter, {
      ...shopInfo,
      grievanceOfficer: { name: 'Meera Iyer', designation: '', email: '', phone: '' },
    });
    expect(grievanceBlock().textContent).toBe('Grievance officerMeera Iyer');
    expect(within(grievanceBlock()).queryByRole('link')).toBeNull();
  });

  it('links to the Grievance Redressal page among the help links, officer or not', () => {
    for (const storeInfo of [shopInfo, { ...shopInfo, grievanceOfficer: officer }, null]) {
      renderWithStoreInfo(SiteFooter, storeInfo);
      const help = within(footer()).getByRole('navigation', { name: 'Help' });
      expect(
        within(help)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Terms & Conditions', '/terms'],
        ['Privacy Policy', '/privacy'],
        ['Refund Policy', '/refund'],
        ['Return Policy', '/return'],
        ['Shipping Policy', '/shipping'],
        ['About Us', '/about'],
        ['Contact Us', '/contact'],
        ['Grievance Redressal', '/grievance-redressal'],
      ]);
      cleanup();
    }
  });

  it('no grievance block when the store has none', () => {
    const { grievanceOfficer: _absent, ...fromAnOlderApi } = shopInfo;
    const unnamed = { ...officer, name: '  ' };
    for (const storeInfo of [
      shopInfo,
      fromAnOlderApi as ShopInfo,
      { ...shopInfo, grievanceOfficer: unnamed },
      null,
    ]) {
      renderWithStoreInfo(SiteFooter, storeInfo);
      expect(within(footer()).queryByRole('heading', { name: 'Grievance officer' })).toBeNull();
      expect(footer().textContent).not.toContain('Grievance officer');
      expect(
        within(footer())
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Help', 'Company', 'Follow us']);
      cleanup();
    }
  });

  it('links every social network the store keeps, the sample shop’s YouTube included', () => {
    renderWithStoreInfo(SiteFooter, {
      ...shopInfo,
      socialLinks: socialLinksOf({
        instagram: 'https://www.instagram.com/chitrakart.in',
        facebook: 'https://www.facebook.com/chitrakart.in',
        twitter: 'https://twitter.com/chitrakart_in',
        youtube: 'https://www.youtube.com/@chitrakart',
      }),
    });
    const links = within(footer())
      .getAllByRole('link', { name: /opens in a new tab/ })
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Instagram (opens in a new tab)', 'https://www.instagram.com/chitrakart.in'],
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/chitrakart.in'],
      ['Twitter (opens in a new tab)', 'https://twitter.com/chitrakart_in'],
      ['YouTube (opens in a new tab)', 'https://www.youtube.com/@chitrakart'],
    ]);
  });
});

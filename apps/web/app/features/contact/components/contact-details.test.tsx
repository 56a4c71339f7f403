import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopInfo } from '~/features/store';
import { renderWithStoreInfo, shopInfo } from '~/test/store-info';
import { ContactDetails } from './contact-details';

afterEach(cleanup);

describe('the contact page’s details', () => {
  it('shows the store’s e-mail, phone, address and opening hours', () => {
    const { container } = renderWithStoreInfo(ContactDetails, shopInfo);
    for (const detail of [
      shopInfo.companyEmail,
      shopInfo.companyPhone,
      shopInfo.companyAddress,
      'Monday to Saturday, 10AM - 6PM',
    ]) {
      expect(container.textContent).toContain(detail);
    }
  });

  it('the contact page names the grievance officer when the store has one', () => {
    renderWithStoreInfo(ContactDetails, {
      ...shopInfo,
      grievanceOfficer: {
        name: 'Meera Iyer',
        designation: 'Head, Customer Care',
        email: 'grievance@chitrakart.in',
        phone: '+919811045000',
      },
    });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Email',
      'Phone',
      'Address',
      'Grievance officer',
    ]);
    const block = screen.getByRole('heading', { name: 'Grievance officer' }).parentElement!;
    expect(block.textContent).toBe(
      'Grievance officerMeera IyerHead, Customer Caregrievance@chitrakart.in+919811045000',
    );
    expect(
      within(block).getByRole('link', { name: 'grievance@chitrakart.in' }).getAttribute('href'),
    ).toBe('mailto:grievance@chitrakart.in');
    expect(within(block).getByRole('link', { name: '+919811045000' }).getAttribute('href')).toBe(
      'tel:+919811045000',
    );
  });

  it('no grievance block on the contact page when the store has none', () => {
    const { grievanceOfficer: _absent, ...fromAnOlderApi } = shopInfo;
    for (const storeInfo of [shopInfo, fromAnOlderApi as ShopInfo]) {
      renderWithStoreInfo(ContactDetails, storeInfo);
      expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
        'Email',
        'Phone',
        'Address',
      ]);
      expect(screen.getByText('Monday to Saturday, 10AM - 6PM')).toBeTruthy();
      cleanup();
    }
  });

  it('says the store information failed to load, and names no one', () => {
    renderWithStoreInfo(ContactDetails, null);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load store information');
    expect(screen.queryByText(/Grievance/)).toBeNull();
  });
});

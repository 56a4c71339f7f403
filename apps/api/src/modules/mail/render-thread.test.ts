import { describe, expect, it } from 'vitest';
import type { MailRenderInput } from './mail-kinds';
import { renderMail } from './render';
import { createRenderThread } from './render-thread';

const welcome: MailRenderInput = {
  message: { kind: 'welcome', data: { firstName: 'Meera' } },
  store: {
    name: 'ChitraKart',
    logoUrl: null,
    companyName: 'Chitra Retail Private Limited',
    address: 'Shop 14, Lajpat Rai Market, Delhi 110006',
    email: 'care@chitrakart.in',
    phone: '+91 98110 45672',
    webOrigin: 'https://chitrakart.example.in',
    adminUrl: 'https://api.chitrakart.example.in/admin',
    apiUrl: 'https://api.chitrakart.example.in/api/v1',
  },
  order: null,
};

describe('the render thread', () => {
  it('renders a mail exactly as renderMail does on the calling thread', async () => {
    const thread = createRenderThread();
    try {
      expect(await thread.render(welcome)).toEqual(await renderMail(welcome));
    } finally {
      await thread.close();
    }
  });

  it('answers a mail that cannot be rendered with an error, and goes on with the next', async () => {
    const thread = createRenderThread();
    try {
      const broken = { ...welcome, store: { ...welcome.store, webOrigin: 'javascript:alert(1)' } };
      await expect(thread.render(broken)).rejects.toThrow(/webOrigin/);
      expect((await thread.render(welcome)).subject).toContain('ChitraKart');
    } finally {
      await thread.close();
    }
  });

  it('starts again after it was stopped', async () => {
    const thread = createRenderThread();
    await thread.render(welcome);
    await thread.close();
    try {
      expect((await thread.render(welcome)).text).toContain('Meera');
    } finally {
      await thread.close();
    }
  });
});

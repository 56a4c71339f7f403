export {
  createMailDelivery,
  type MailDelivery,
  type MailDeliveryOptions,
  PermanentMailError,
  stillClaimed,
} from './delivery';
export {
  enqueueMail,
  enqueueOrderMail,
  outboxValues,
  placedMailWaitSeconds,
  releasePlacedMail,
} from './outbox';
export { enqueueStaffMail, staffMailInsert } from './staff-mail';
export { createRenderThread, type RenderThread } from './render-thread';
export { createMailboxTransport, createSmtpTransport, type MailTransport } from './transport';
export { adminMailRoutes } from './admin-routes';
export { type MailKind } from './mail-kinds';
export { mailboxRoutes } from './mailbox-routes';

import type {
  AdminContactList,
  AdminContactListQuery,
  AdminContactMessage,
  ContactReplyRequest,
  ContactStatusChange,
} from '@storefront/contract';
import { api, type QueryValue } from '~/lib/api-client';

export function listMessages(query: AdminContactListQuery, signal?: AbortSignal) {
  return api.get<AdminContactList>('/messages', {
    query: query as Record<string, QueryValue>,
    signal,
  });
}

/** A message with its answers; opening it the first time marks it read. */
export function getMessage(id: number, signal?: AbortSignal) {
  return api.get<AdminContactMessage>(`/messages/${id}`, { signal });
}

/** E-mails an answer to the sender (kept with the message); `done` marks the message done too. */
export function replyToMessage(id: number, reply: ContactReplyRequest) {
  return api.post<AdminContactMessage>(`/messages/${id}/replies`, reply);
}

export function setMessageStatus(id: number, change: ContactStatusChange) {
  return api.post<AdminContactMessage>(`/messages/${id}/status`, change);
}

import type { AdminContactMessage } from '@storefront/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format';
import { Button, buttonClasses } from '~/ui/button';
import { Detail, detailLinkClasses } from '~/ui/detail';
import { PageHeader, Section } from '~/ui/page-header';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { setMessageStatus } from '../messages-api';
import { MessageReply } from './message-reply';
import { MessageStatusBadge } from './message-status-badge';

export interface MessageDetailProps {
  message: AdminContactMessage;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

/** One message: what the customer wrote, the answers sent, and the reply form. */
export function MessageDetail({ message, onChanged, onAuthFailure }: MessageDetailProps) {
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  const [statusError, setStatusError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const done = message.status === 'done';

  async function toggleDone() {
    setStatusError(null);
    setChanging(true);
    try {
      await setMessageStatus(message.id, { status: done ? 'read' : 'done' });
      toast({ title: done ? 'The message is open again' : 'The message is done' });
      onChanged();
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setStatusError(errorMessage(error));
      onChanged();
    } finally {
      setChanging(false);
    }
  }

  return (
    <>
      <PageHeader
        title={message.subject}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <MessageStatusBadge status={message.status} />
            <span>
              From {message.name}, {formatDateTime(message.createdAt)}
            </span>
          </span>
        }
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={changing}
              onClick={() => void toggleDone()}
            >
              {done ? 'Open again' : 'Mark done'}
            </Button>
            <Link
              to={`/messages${listSearch ? `?${listSearch}` : ''}`}
              className={buttonClasses('outline', 'sm')}
            >
              Back to messages
            </Link>
          </>
        }
      />
      <FormAlert message={statusError} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <Section title="From" id="message-sender">
            <dl>
              <Detail term="Name">{message.name}</Detail>
              <Detail term="E-mail">
                <a href={`mailto:${message.email}`} className={detailLinkClasses}>
                  {message.email}
                </a>
              </Detail>
              {message.doneAt ? (
                <Detail term="Done">
                  {formatDateTime(message.doneAt)}
                  {message.doneBy ? ` by ${message.doneBy}` : ''}
                </Detail>
              ) : null}
            </dl>
          </Section>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <Section title="Message" id="message-text">
            <p className="break-words whitespace-pre-wrap text-slate-900">{message.message}</p>
          </Section>
          {message.replies.length > 0 ? (
            <Section title="Answers sent" id="message-replies">
              <ol className="space-y-4">
                {message.replies.map((reply) => (
                  <li key={reply.id} className="border-l-4 border-brand-200 pl-4">
                    <p className="text-sm text-slate-700">
                      {formatDateTime(reply.createdAt)} by {reply.by}
                    </p>
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
                      {reply.body}
                    </p>
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}
          <Section title="Answer by e-mail" id="message-reply">
            <MessageReply
              key={`${message.id}-${message.replies.length}-${message.status}`}
              message={message}
              onChanged={onChanged}
              onAuthFailure={onAuthFailure}
            />
          </Section>
        </div>
      </div>
    </>
  );
}

// The frame every mail shares (header with the store's logo and name, footer with its contact
// details) and the few building blocks the templates use, so that all mails look alike.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { MailStore } from '../mail-kinds';
import { linkableUrl, telHref } from './format';

/** What a template gives render.ts: the subject line and the whole document. */
export interface ComposedMail {
  subject: string;
  element: ReactElement;
}

// Light colours are set explicitly (dark text on light backgrounds), so a client that inverts
// them keeps the contrast; clients that honour prefers-color-scheme get the dark block below.
const colors = {
  page: '#f3f4f6',
  card: '#ffffff',
  text: '#111827',
  muted: '#4b5563',
  link: '#1d4ed8',
  border: '#e5e7eb',
};

// Only fixed class names go in here, never data. !important beats the inline light colours.
const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .m-page, .m-page > table > tbody > tr > td { background-color: #111827 !important; }
  .m-card { background-color: #1f2937 !important; border-color: #374151 !important; }
  .m-text { color: #f9fafb !important; }
  .m-muted { color: #d1d5db !important; }
  .m-link { color: #93c5fd !important; }
  .m-button { background-color: #93c5fd !important; color: #111827 !important; }
  .m-hr { border-color: #374151 !important; }
}
`;

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const textStyle: CSSProperties = {
  color: colors.text,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
};

const small: CSSProperties = {
  ...textStyle,
  color: colors.muted,
  fontSize: '14px',
  lineHeight: '22px',
};
const linkStyle: CSSProperties = { color: colors.link, textDecoration: 'underline' };

export function Layout(props: {
  store: MailStore;
  /** The line a mail app shows next to the subject in the inbox. */
  preview: string;
  children: ReactNode;
}): ReactElement {
  const { store } = props;
  const logo = linkableUrl(store.logoUrl);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkModeCss}</style>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        className="m-page"
        style={{ backgroundColor: colors.page, margin: 0, padding: '16px 0', fontFamily }}
      >
        <Container
          className="m-card"
          style={{
            backgroundColor: colors.card,
            border: `1px solid ${colors.border}`,
            borderRadius: '8px',
            maxWidth: '600px',
            width: '100%',
            padding: '24px',
            boxSizing: 'border-box',
          }}
        >
          <Section style={{ marginBottom: '8px' }}>
            {logo ? (
              // A white tile behind the logo: a dark logo stays visible in a dark mail app.
              <div style={{ backgroundColor: '#ffffff', display: 'inline-block', padding: '4px' }}>
                {/* fetchPriority="low" stops React adding a <link rel="preload"> of it to the head. */}
                <Img
                  src={logo}
                  fetchPriority="low"
                  alt={store.name}
                  height="48"
                  style={{ height: '48px', width: 'auto', maxWidth: '240px' }}
                />
              </div>
            ) : null}
            <Text
              className="m-text"
              style={{ ...textStyle, fontSize: '20px', fontWeight: 700, margin: '8px 0 0' }}
            >
              {store.name}
            </Text>
          </Section>
          <Hr className="m-hr" style={{ borderColor: colors.border, margin: '16px 0 24px' }} />
          {props.children}
          <Hr className="m-hr" style={{ borderColor: colors.border, margin: '24px 0 16px' }} />
          <Section>
            <Text className="m-muted" style={{ ...small, margin: 0 }}>
              {store.companyName}
              <br />
              <MultiLine text={store.address} />
              <br />
              E-mail:{' '}
              <Link className="m-link" href={`mailto:${store.email}`} style={linkStyle}>
                {store.email}
              </Link>
              <br />
              Phone:{' '}
              <Link className="m-link" href={telHref(store.phone)} style={linkStyle}>
                {store.phone}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** Text with its line breaks kept (addresses are typed on several lines). */
export function MultiLine({ text }: { text: string }): ReactElement {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

export function Title({ children }: { children: ReactNode }): ReactElement {
  return (
    <Heading
      as="h1"
      className="m-text"
      style={{ color: colors.text, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}
    >
      {children}
    </Heading>
  );
}

export function Subtitle({ children }: { children: ReactNode }): ReactElement {
  return (
    <Heading
      as="h2"
      className="m-text"
      style={{ color: colors.text, fontSize: '18px', lineHeight: '26px', margin: '24px 0 8px' }}
    >
      {children}
    </Heading>
  );
}

export function P({ children }: { children: ReactNode }): ReactElement {
  return (
    <Text className="m-text" style={textStyle}>
      {children}
    </Text>
  );
}

/** A link inside running text. `href` must be a URL the mail builds itself or linkableUrl() passed. */
export function A({ href, children }: { href: string; children: ReactNode }): ReactElement {
  return (
    <Link className="m-link" href={href} style={linkStyle}>
      {children}
    </Link>
  );
}

/** The mail's main action: a button at least 44px tall, easy to tap. */
export function Cta({ href, children }: { href: string; children: ReactNode }): ReactElement {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        className="m-button"
        href={href}
        style={{
          backgroundColor: colors.link,
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 600,
          lineHeight: '20px',
          padding: '14px 24px',
          borderRadius: '6px',
          textDecoration: 'none',
          textAlign: 'center',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/**
 * The button's address written out, for a mail app that shows no buttons. Left out of the
 * text part, where the button's link is already written out in full.
 */
export function CopyableUrl({ href }: { href: string }): ReactElement {
  return (
    <Text className="m-muted" style={{ ...small, wordBreak: 'break-all' }} data-skip-in-text="true">
      If the button does not work, open this address in your browser:{' '}
      <Link className="m-link" href={href} style={linkStyle}>
        {href}
      </Link>
    </Text>
  );
}

/** "Label: value" pairs, one per line (also in the text part); null values are left out. */
export function Facts({
  rows,
}: {
  rows: [label: string, value: ReactNode | null][];
}): ReactElement {
  const shown = rows.filter(([, value]) => value !== null && value !== '');
  return (
    <Text className="m-text" style={textStyle}>
      {shown.map(([label, value], i) => (
        <Fragment key={label}>
          {i > 0 ? <br /> : null}
          <span className="m-muted" style={{ color: colors.muted }}>
            {label}:
          </span>{' '}
          <strong>{value}</strong>
        </Fragment>
      ))}
    </Text>
  );
}

/** A bulleted list: in the text part each item is one line starting with " * ". */
export function List({ items }: { items: ReactNode[] }): ReactElement {
  return (
    <ul className="m-text" style={{ ...textStyle, paddingLeft: '20px' }}>
      {items.map((item, i) => (
        <li key={i} style={{ marginBottom: '8px' }}>
          {item}
        </li>
      ))}
    </ul>
  );
}

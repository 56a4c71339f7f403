import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  size?: number;
};

/**
 * A stroke icon drawn in a 24×24 box; decorative unless given a title by the caller's label.
 * Its shapes are markup, not elements: every listing card has five icons, and rendering their
 * paths and circles as React elements was a fifth of a listing's elements on the server.
 */
export function icon(shapes: string, own: IconProps = {}) {
  const inner = { __html: shapes };
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...own}
        {...props}
        dangerouslySetInnerHTML={inner}
      />
    );
  };
}

export const CartIcon = icon(
  '<circle cx="9" cy="20" r="1.5"></circle><circle cx="18" cy="20" r="1.5"></circle><path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.3h8.9a1.5 1.5 0 0 0 1.5-1.2L21 8H6.1"></path>',
);

export const UserIcon = icon(
  '<circle cx="12" cy="8" r="4"></circle><path d="M4 21a8 8 0 0 1 16 0"></path>',
);

export const MenuIcon = icon('<path d="M4 6h16M4 12h16M4 18h16"></path>');

export const CloseIcon = icon('<path d="M6 6l12 12M18 6L6 18"></path>');

export const SearchIcon = icon(
  '<circle cx="11" cy="11" r="7"></circle><path d="M20 20l-4-4"></path>',
);

export const HomeIcon = icon(
  '<path d="M3 10.5L12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z"></path>',
);

export const GridIcon = icon(
  '<rect x="3" y="3" width="7" height="7" rx="1"></rect><rect x="14" y="3" width="7" height="7" rx="1"></rect><rect x="3" y="14" width="7" height="7" rx="1"></rect><rect x="14" y="14" width="7" height="7" rx="1"></rect>',
);

export const Grid3Icon = icon(
  '<rect x="3" y="3" width="18" height="18" rx="1"></rect><path d="M9 3v18M15 3v18M3 9h18M3 15h18"></path>',
);

export const Grid2Icon = icon(
  '<rect x="3" y="3" width="18" height="18" rx="1"></rect><path d="M12 3v18M3 12h18"></path>',
);

export const HeartIcon = icon(
  '<path d="M12 20s-7.5-4.6-9.2-9.3A4.9 4.9 0 0 1 12 6.3a4.9 4.9 0 0 1 9.2 4.4C19.5 15.4 12 20 12 20z"></path>',
);

export const PlayIcon = icon(
  '<circle cx="12" cy="12" r="9"></circle><path d="M10 8.5v7l6-3.5z"></path>',
);

export const StarIcon = icon(
  '<path d="M12 2.8l2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17.1l-5.7 3 1.2-6.3-4.6-4.4 6.3-.8z"></path>',
  { fill: 'currentColor', strokeWidth: 1 },
);

export const InstagramIcon = icon(
  '<rect x="3" y="3" width="18" height="18" rx="5"></rect><circle cx="12" cy="12" r="4"></circle><circle cx="17.5" cy="6.5" r="0.8" fill="currentColor"></circle>',
);

export const FacebookIcon = icon(
  '<path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l.5-4H12V8a1 1 0 0 1 1-1h2z"></path>',
);

export const TwitterIcon = icon('<path d="M4 4l16 16M20 4L4 20"></path>');

export const YouTubeIcon = icon(
  '<rect x="2" y="5" width="20" height="14" rx="4"></rect><path d="M10 9l5 3-5 3z" fill="currentColor"></path>',
);

export const LinkedInIcon = icon(
  '<rect x="3" y="3" width="18" height="18" rx="3"></rect><path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7"></path>',
);

export const WhatsAppIcon = icon(
  '<path d="M3 21l1.6-4.6A8.5 8.5 0 1 1 7.6 19.4z"></path><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z"></path>',
);

export const PinterestIcon = icon(
  '<circle cx="12" cy="12" r="9"></circle><path d="M11 8.5a3 3 0 1 1 1.5 5.5M11.5 11l-2 9"></path>',
);

export const TelegramIcon = icon(
  '<path d="M21 4L3 11l6 2 2 6 3-4 5 4z"></path><path d="M9 13l8-6"></path>',
);

/** Any other place the store links to: a chain link. */
export const LinkIcon = icon(
  '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"></path><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"></path>',
);

export const EyeIcon = icon(
  '<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"></path><circle cx="12" cy="12" r="3"></circle>',
);

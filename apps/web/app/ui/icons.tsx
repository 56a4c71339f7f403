import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  size?: number;
};

/**
 * A stroke icon drawn in a 24×24 box; decorative unless given a title by the caller's label.
 * Its shapes are markup, not elements: every listing card has five icons, and rendering their
 * paths and circles as React elements was a fifth of a listing's elements on the server.
 */
function icon(shapes: string, own: IconProps = {}) {
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

export const EyeIcon = icon(
  '<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"></path><circle cx="12" cy="12" r="3"></circle>',
);

export const PlayIcon = icon(
  '<circle cx="12" cy="12" r="9"></circle><path d="M10 8.5v7l6-3.5z"></path>',
);

export const StarIcon = icon(
  '<path d="M12 2.8l2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17.1l-5.7 3 1.2-6.3-4.6-4.4 6.3-.8z"></path>',
  { fill: 'currentColor', strokeWidth: 1 },
);

export const MinusIcon = icon('<path d="M5 12h14"></path>');

export const PlusIcon = icon('<path d="M12 5v14M5 12h14"></path>');

export const TrashIcon = icon(
  '<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"></path>',
);

export const ArrowLeftIcon = icon('<path d="M19 12H5M12 19l-7-7 7-7"></path>');

export const ChevronLeftIcon = icon('<path d="M15 18l-6-6 6-6"></path>');

export const ChevronRightIcon = icon('<path d="M9 18l6-6-6-6"></path>');

export const MailIcon = icon(
  '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="M3 7l9 6 9-6"></path>',
);

export const PhoneIcon = icon(
  '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"></path>',
);

export const MapPinIcon = icon(
  '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"></path><circle cx="12" cy="9.5" r="2.5"></circle>',
);

export const TruckIcon = icon(
  '<path d="M2 6h12v10H2zM14 10h4l3 3v3h-7"></path><circle cx="6" cy="18" r="2"></circle><circle cx="17" cy="18" r="2"></circle>',
);

export const ShieldIcon = icon(
  '<path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z"></path><path d="M9 12l2 2 4-4"></path>',
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

export const CopyIcon = icon(
  '<rect x="9" y="9" width="12" height="12" rx="2"></rect><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"></path>',
);

export const CheckIcon = icon('<path d="M5 12l5 5L20 7"></path>');

export const EyeOffIcon = icon(
  '<path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.9 9.9 0 0 0 5.4-1.6"></path><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2"></path><path d="m2 2 20 20"></path>',
);

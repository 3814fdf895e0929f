import type { SVGProps } from 'react';

/** A pencil with a plus, drawn like the lucide set (which has no such glyph): 'add a synonym'. */
export function PencilPlusIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M17.2 2.8a1 1 0 0 1 4 4L8 20l-5 1.5L4.5 16.5z" />
      <path d="m15 5 4 4" />
      <path d="M19 15v6" />
      <path d="M16 18h6" />
    </svg>
  );
}

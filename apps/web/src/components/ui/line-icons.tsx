import type { SVGProps } from 'react';

/**
 * The few line icons the first pages draw (the top bar's switcher, Projects' cards), drawn here as
 * Lucide draws them (same markup, classes and paths): Lucide's runtime then loads only with the
 * screens that use its other icons, not with every first page (`npm run bench:web`).
 */
type IconNode = [tag: 'path' | 'rect' | 'circle', attributes: Record<string, string>][];
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number; strokeWidth?: number };

function lineIcon(names: string, nodes: IconNode) {
  return function LineIcon({ size = 24, strokeWidth = 2, className, children, ...rest }: IconProps) {
    // As Lucide: hidden from assistive technology unless given a label, a role or a title.
    const labelled =
      Boolean(children) || Object.entries(rest).some(([k, v]) => (k.startsWith('aria-') || k === 'role' || k === 'title') && v != null);
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless the caller labels it (aria-hidden otherwise), as Lucide's icons
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={['lucide', names, className].filter(Boolean).join(' ')}
        {...(labelled ? {} : { 'aria-hidden': 'true' as const })}
        {...rest}
      >
        {nodes.map(([Tag, attributes]) => (
          <Tag key={JSON.stringify(attributes)} {...attributes} />
        ))}
        {children}
      </svg>
    );
  };
}

export const ChevronsUpDown = lineIcon('lucide-chevrons-up-down', [
  ['path', { d: 'm7 15 5 5 5-5' }],
  ['path', { d: 'm7 9 5-5 5 5' }],
]);
export const Plus = lineIcon('lucide-plus', [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'M12 5v14' }],
]);
export const ArrowRightLeft = lineIcon('lucide-arrow-right-left', [
  ['path', { d: 'm16 3 4 4-4 4' }],
  ['path', { d: 'M20 7H4' }],
  ['path', { d: 'm8 21-4-4 4-4' }],
  ['path', { d: 'M4 17h16' }],
]);
export const Copy = lineIcon('lucide-copy', [
  ['rect', { width: '14', height: '14', x: '8', y: '8', rx: '2', ry: '2' }],
  ['path', { d: 'M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2' }],
]);
export const Trash2 = lineIcon('lucide-trash lucide-trash-2', [
  ['path', { d: 'M10 11v6' }],
  ['path', { d: 'M14 11v6' }],
  ['path', { d: 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6' }],
  ['path', { d: 'M3 6h18' }],
  ['path', { d: 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2' }],
]);
export const ImageIcon = lineIcon('lucide-image', [
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2', ry: '2' }],
  ['circle', { cx: '9', cy: '9', r: '2' }],
  ['path', { d: 'm21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21' }],
]);

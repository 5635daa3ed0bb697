import type { Ref } from 'react';
import type { PrintPage, PrintStyle } from '../../lib/printing/ticket-document.ts';
import type { Paper } from '../../lib/printing/printer-store.ts';

/**
 * The ticket's or labels' pages as HTML for the browser's print dialog (issue 28 part 4, D111): the same
 * lines the thermal printer gets, black on white, sized in millimetres for the paper (a 58 mm or 80 mm
 * roll, or A4), one page a box for labels.
 */
const STYLE_CLASS: Record<PrintStyle, string> = {
  top: 'text-[1.15em] font-bold',
  big: 'text-[1.7em] leading-tight font-bold',
  bold: 'font-bold',
  normal: '',
  small: 'text-[0.85em]',
};

/** The printable width in mm of each paper (a roll's printable dots, or A4 inside its margins). */
export const PAPER_WIDTH_MM: Record<Paper, number> = { '58': 48, '80': 72, a4: 186 };
const PAPER_FONT_MM: Record<Paper, number> = { '58': 3.4, '80': 4, a4: 4.6 };

export function Printout({
  pages,
  paper,
  label,
  ref,
}: {
  pages: readonly PrintPage[];
  paper: Paper;
  label: string;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      aria-label={label}
      data-printout
      className="mx-auto bg-white text-black"
      style={{ width: `${PAPER_WIDTH_MM[paper]}mm`, fontSize: `${PAPER_FONT_MM[paper]}mm` }}
    >
      {pages.map((page, pageIndex) => (
        <div
          // The pages are a fixed list for one printout: their place is their identity.
          key={pageIndex}
          data-print-page
          className="border-b border-dashed border-stone-400 py-[2mm] break-inside-avoid last:border-b-0 print:border-b-0 [&:not(:last-child)]:break-after-page"
        >
          {page.lines.map((item, index) =>
            'rule' in item ? (
              <hr key={index} className="my-[1mm] border-t border-dashed border-black" />
            ) : (
              <p
                key={index}
                className={`break-words ${STYLE_CLASS[item.style]} ${item.align === 'center' ? 'text-center' : ''}`}
              >
                {item.text}
              </p>
            ),
          )}
        </div>
      ))}
    </section>
  );
}

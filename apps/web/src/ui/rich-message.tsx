import { Fragment, type ReactNode } from 'react';

// Private-use characters around a placeholder's name: no message text or data contains them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * One message from the table with an element in some of its placeholders (issue 16, D62): a whole
 * sentence, written in its language's own word order, e.g. `sentToNumber` is 'Sent to {number}' in English
 * and '{number} पर भेजा गया' in Hindi, with the number in bold in both. `message` is the message function
 * itself (`m.sentToNumber`), `parts` the element or text for each placeholder. The message is called with
 * a marker per placeholder and the text is split at the markers, so the words around the elements are
 * the table's own.
 */
export function RichMessage<K extends string>({
  message,
  parts,
}: {
  message: (inputs: Record<K, string>) => string;
  parts: Record<K, ReactNode>;
}) {
  const names = Object.keys(parts) as K[];
  const text = message(Object.fromEntries(names.map((name) => [name, `${OPEN}${name}${CLOSE}`])) as Record<K, string>);
  // split() with a capturing group: the texts sit at even places, the placeholders' names at odd ones.
  const pieces = text.split(MARK);
  return (
    <>
      {pieces.map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={index}>{parts[piece as K]}</Fragment>))}
    </>
  );
}

/**
 * Fills a message template's `{name}` places with the given values (a text from MESSAGES such as
 * 'Lunch is full for {day}.'). A place without a value is left as written, so a missing value shows
 * rather than vanishing. Returns the filled text.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

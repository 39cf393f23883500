/**
 * User HTML without its event handler attributes (`onerror=`, `onload=`...), taken out of the text
 * before any parser sees it. A browser reports a Content-Security-Policy violation ("Executing
 * inline event handler violates ... script-src") the moment such an attribute is created in any
 * document of the page, inert ones included, so DOMPurify, which parses first and removes after,
 * logged one per handler of every sanitised text (issue 30 point 12). This is no sanitiser:
 * DOMPurify still judges what is left, so a tag read differently here costs at most a log line.
 * It follows the HTML tokenizer's start and end tags, attributes and comments; text inside
 * elements whose content is raw text (style, textarea, script) is read as markup too, and those
 * elements are refused by the sanitiser anyway.
 */
const SPACE = /[\t\n\f\r ]/;
const NAME_END = /[\t\n\f\r />=]/;
const UNQUOTED_END = /[\t\n\f\r >]/;
const TAG_OPEN = /<\/?[a-zA-Z][^\t\n\f\r />]*/y;

export function withoutEventHandlers(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) return out + html.slice(i);
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      out += html.slice(lt, i);
      continue;
    }
    TAG_OPEN.lastIndex = lt;
    const tag = TAG_OPEN.exec(html);
    if (!tag) {
      out += '<';
      i = lt + 1;
      continue;
    }
    out += tag[0];
    i = lt + tag[0].length;
    while (i < html.length && html[i] !== '>') {
      if (SPACE.test(html[i]) || html[i] === '/') {
        out += html[i++];
        continue;
      }
      const start = i;
      // An attribute's name may begin with "=", as the tokenizer reads it.
      i += 1;
      while (i < html.length && !NAME_END.test(html[i])) i += 1;
      const name = html.slice(start, i);
      let next = i;
      while (next < html.length && SPACE.test(html[next])) next += 1;
      if (html[next] === '=') {
        next += 1;
        while (next < html.length && SPACE.test(html[next])) next += 1;
        const quote = html[next];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, next + 1);
          next = close === -1 ? html.length : close + 1;
        } else {
          while (next < html.length && !UNQUOTED_END.test(html[next])) next += 1;
        }
        i = next;
      }
      if (!/^on/i.test(name)) out += html.slice(start, i);
    }
  }
  return out;
}

// @ts-check
// What the Node tests share: a stand-in for Django's JavaScript catalogue (jsi18n/) for the
// words' tests, which answers with the English msgid, as an untranslated page does, and keeps
// what it was asked, so that a test can tell that a sentence came through the catalogue and in
// which form ("a woman", "a man") (static/tables/i18n.js looks the globals up at each call);
// and the players of a table.

/** @type {{ msgid: string, context: string | null }[]} every msgid asked for, in order */
export const asked = [];

export function installCatalogue() {
  globalThis.gettext = (msgid) => {
    asked.push({ msgid, context: null });
    return msgid;
  };
  globalThis.pgettext = (context, msgid) => {
    asked.push({ msgid, context });
    return msgid;
  };
  globalThis.ngettext = (singular, plural, count) => {
    const msgid = count === 1 ? singular : plural;
    asked.push({ msgid, context: null });
    return msgid;
  };
  globalThis.npgettext = (context, singular, plural, count) => {
    const msgid = count === 1 ? singular : plural;
    asked.push({ msgid, context });
    return msgid;
  };
  asked.length = 0;
}

/** Whether `msgid` was asked for (in `context`, when given) since installCatalogue(). */
export function wasAsked(msgid, context = undefined) {
  return asked.some((entry) => entry.msgid === msgid && (context === undefined || entry.context === context));
}

/** Five players around a Sheepshead table, or the first `seats` of them: the person at 0. */
export function players(seats = 5) {
  return [
    { seat: 0, name: "Me", kind: "person", gender: null },
    { seat: 1, name: "Ada", kind: "computer", gender: "f" },
    { seat: 2, name: "Boris", kind: "computer", gender: "m" },
    { seat: 3, name: "Clara", kind: "computer", gender: "f" },
    { seat: 4, name: "Dmitri", kind: "computer", gender: "m" },
    { seat: 5, name: "Eva", kind: "computer", gender: "f" },
  ].slice(0, seats);
}

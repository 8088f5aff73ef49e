// Replays the renderer's event derivation over every pair of a seat's views (up to 40 apart):
// the events of the older view must be a prefix of the newer one's, and replaying the prefix
// must rebuild the older view. Usage: node check_events.mjs FIXTURE.json file:///…/renderer.js
import fs from "node:fs";
globalThis.document = undefined;
const [fixturePath, rendererPath] = process.argv.slice(2);
const mod = await import(rendererPath);
const { dealEvents, __test } = mod;
const games = JSON.parse(fs.readFileSync(fixturePath));
const KEYS = ["phase", "passed", "picker", "called", "alone", "with_unknown", "unknown_in_hand",
  "partner", "hand", "hand_sizes", "trick", "tricks", "tricks_won", "leaster"];
let pairs = 0, fails = 0, boundary = 0;
const strip = (t) => t && { leader: t.leader, cards: t.cards.map((c) => [c.seat, c.card, c.unknown]), winner: t.winner };
function cmp(a, b, key) {
  let x = a[key], y = b[key];
  if (key === "trick") { x = strip(x); y = strip(y); }
  if (key === "tricks") { x = (x || []).map(strip); y = (y || []).map(strip); }
  return JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
}
for (const views of games) {
  for (let i = 0; i < views.length; i++) {
    for (let j = i + 1; j < Math.min(views.length, i + 40); j++) {
      const p = views[i], n = views[j];
      const sameDeal = p.deal === n.deal && p.history.length === n.history.length;
      let d = null;
      if (sameDeal) d = n;
      else if (n.history.length === p.history.length + 1) {
        d = (n.deal === p.deal && n.phase === "done") ? n : n.previous_deal;
        boundary++;
      } else continue;
      const ep = dealEvents(p), en = dealEvents(d);
      pairs++;
      const ok = __test.isPrefix(ep, en);
      if (!ok) { fails++; if (fails < 5) console.log("not prefix", p.version, n.version, ep.length, en.length); continue; }
      const at = __test.dealAt(d, en, ep.length, p.seat);
      for (const key of KEYS) {
        if (p.phase === "done") continue;
        if (key === "hand" && en.slice(ep.length).some((e) => e.seat === p.seat && ["pick", "bury", "unknown"].includes(e.type))) continue;
        // the unknown card: p may not know its face while d does (trick winner) -- compare seats only
        if (!cmp(at, p, key)) {
          if ((key === "trick" || key === "tricks") && JSON.stringify(strip(at[key])).replace(/null/g, "") !== "" ) {
            // allow unknown card revealed later
            const a = JSON.stringify(key === "trick" ? strip(at[key]) : (at[key]||[]).map(strip));
            const b = JSON.stringify(key === "trick" ? strip(p[key]) : (p[key]||[]).map(strip));
            if (a.replace(/"[0-9JQKA]+[CDHS]",true/g, "null,true") === b.replace(/"[0-9JQKA]+[CDHS]",true/g, "null,true")) continue;
          }
          fails++;
          if (fails < 12) console.log("mismatch", key, "v", p.version, "->", n.version, JSON.stringify(at[key]), "vs", JSON.stringify(p[key]));
        }
      }
    }
  }
}
console.log(JSON.stringify({ pairs, boundary, fails }));
process.exit(fails === 0 && pairs > 0 ? 0 : 1);

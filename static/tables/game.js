// What a game gives the table shell (static/tables/table.js), and all it gives: its model
// (the frames between two server views), its drawing, its decisions and its words. The shell
// owns the rest, the same at every table: the lifecycle the client calls (render, update,
// idle, restore, focusNext), the loop over a view's events, the layout slots (the status
// line, the hint line, the announcer's slot, the decision buttons, the hand, the game-over
// panel), the turn said once and focused, the keys, the coach's hint and review, and the
// summaries the animation waits for.
//
// A game is one class implementing Game (`@implements {Game}`), made by the shell with the
// shell passed in; its parts (felt, decisions, dialogs) are classes or functions it owns and
// that reach the shell through it. Nothing is mixed in: every field is declared where it is
// made.

/** @typedef {import("./client.js").TableView} TableView */
/** @typedef {import("./client.js").TableEvent} TableEvent */
/** @typedef {import("./coach.js").Action} Action */
/** @typedef {import("./coach.js").ReviewItem} ReviewItem */

/**
 * One step of an update: an event and the view it leaves the table in.
 * @typedef {{ event: TableEvent, view: TableView }} Frame
 */

/** A frame as the shell shows it: `own` when its event is the person's. @typedef {Frame & { own: boolean }} Step */

/**
 * The model: the frames from `prev` to `next`, one an event (a game's model.js, pure).
 * @callback FramesOf
 * @param {TableView} prev
 * @param {TableView} next
 * @param {TableEvent[]} events
 * @returns {Frame[]}
 */

/**
 * Show one frame at the chosen pace (draw it, animate it, say it). True once the table is
 * over and `next` is drawn (the shell's finish(next)): the frames after it are skipped.
 * @callback ShowEvent
 * @param {Step} frame
 * @param {TableView} before the view the frame follows
 * @param {TableView} next the server's view the update ends on
 * @param {Frame[]} later the frames still to come in this update
 * @returns {Promise<boolean>}
 */

/**
 * How a draw is asked for: final, the server's newest view (the person may act on it); the
 * rest is the game's own (a play to fly in, a failed card to show).
 * @typedef {{ final?: boolean, [option: string]: any }} DrawOptions
 */

/**
 * Draw a view: the game's felt, hand and decision buttons. interactive: the person may act
 * on it now (the shell's interactive()).
 * @callback Draw
 * @param {TableView} view
 * @param {boolean} interactive
 * @param {DrawOptions} options
 * @returns {void}
 */

/**
 * What the shell says through the game's words (its words.js's Words).
 * @typedef {object} GameWords
 * @property {(seat: number) => string} name a seat's name ("You", a computer's name)
 * @property {(view: TableView) => string} gameOver the sentence said when the table is over
 * @property {import("./seats.js").SeatWords["about"]} about a sentence about a seat's player
 */

/**
 * The coach's parts the game words (static/tables/coach.js's Coach): what a round is called,
 * how an action reads, what a hint marks, the review's sentences.
 * @typedef {object} CoachParts
 * @property {string} round
 * @property {(action: Action) => string} describe
 * @property {(action: Action) => (Element | null | undefined)[]} mark
 * @property {((item: ReviewItem) => string) | null} [played]
 * @property {((item: ReviewItem) => string) | null} [better]
 */

/**
 * Where the game's own parts stand among the shell's slots. The main column is, top down:
 * above, the game-over panel, the felt, the status line, the hint line, the announcer's
 * slot, the decisions, aboveHand, the hand (overLast: the game-over panel comes last
 * instead); aside stands beside the main column.
 * @typedef {object} Layout
 * @property {HTMLElement} felt
 * @property {Node[]} [above]
 * @property {Node[]} [aboveHand]
 * @property {boolean} [overLast]
 * @property {Node | null} [aside]
 */

/**
 * A game's table, as the shell asks it. The required members are every game's; the optional
 * ones are hooks a game needs only when it does more than the shell's default.
 * @typedef {object} Game
 * @property {GameWords} words
 * @property {import("./keys.js").KeyEntry[]} keys the shortcut list (the help shows it; a key
 *   with `press` clicks that button)
 * @property {Layout} layout the game's parts, built by its constructor
 * @property {CoachParts | null} coach
 * @property {FramesOf} frames
 * @property {ShowEvent} showEvent
 * @property {Draw} draw
 * @property {(view: TableView, interactive: boolean) => string} statusText the status line
 * @property {(view: TableView) => void} idle redraw what a computer's thinking changes (its
 *   seat); the shell writes the status line after it
 * @property {(view: TableView, result: { [field: string]: any }) => void} gameOver show the
 *   finished table and its result in table.gameOver (table.showOver)
 * @property {() => (Element | null | undefined)[]} focusOrder focusNext's candidates, in
 *   order: the first usable one takes the focus
 * @property {() => Element | null} firstChoice where an arrow key pressed elsewhere on the
 *   table goes: the first card (or pile) the person may choose
 * @property {Element[]} arrowHomes the groups whose arrow keys are their own (the hand, a grid)
 * @property {HTMLElement | null} [restOn] where focus rests when nothing can take it (default:
 *   the hand, else the table region)
 * @property {(card: string) => void} [onHandCard] a card of the hand was chosen
 * @property {(view: TableView, interactive: boolean) => void} [prune] forget choices the
 *   view no longer offers (before it is drawn)
 * @property {(view: TableView) => void} [rendering] before the newest view is drawn
 * @property {(view: TableView) => void} [rendered] after it is drawn
 * @property {() => void} [restore] an action failed: forget what was drawn ahead of it
 * @property {(action: Action) => void} [sent] an action went out (before the redraw)
 * @property {() => boolean} [holds] the game holds the turn back (Sixes' look at the cards)
 * @property {(view: TableView) => boolean} [myTurn] whether the view's turn is the person's to
 *   be said (default: it offers any legal action)
 * @property {(view: TableView) => string} [turnKey] the turn is said once per key (default:
 *   the table and version)
 * @property {(view: TableView) => Element | null} [turnFocus] where focus goes as the
 *   person's turn begins (default: focusNext, unless a decision button holds it)
 * @property {(node: Element) => boolean} [keepsFocus] whether a focused decision button keeps
 *   the focus as the turn begins (default: yes)
 * @property {(event: KeyboardEvent) => boolean} [onKey] a key the game handles before the
 *   shell's shortcuts; true when it did
 * @property {(key: string) => Element | null} [keyTarget] the button a key without `press`
 *   presses (digits: the nth card or call)
 * @property {(view: TableView) => boolean} [coached] whether the view offers Hint (default:
 *   its coach, until the end)
 * @property {(view: TableView, interactive: boolean) => boolean} [hintable] whether Hint may
 *   be asked now (default: interactive, with a choice to make)
 */

/**
 * What a game's renderer module hands the shell: its class prefix (the table is .shk, its
 * slots .shk-main, .shk-status, .shk-decisions…), its hand's options (none: no hand),
 * whether the shell makes a Hint button for the felt (table.hintButton, and table.noHint on
 * a daily's table; else the game draws Hint among its decisions), whether a phone keeps two
 * lines each for the status and the announcer's sentence (steadyLines: what is below them
 * never moves under a finger; table.css's tbl-steady-lines), whether the game-over panel is
 * kept small so that the felt above it and the standings fit a phone together (compactOver:
 * table.css's tbl-compact-over), and the game, made with the shell.
 * @typedef {object} TableOptions
 * @property {string} prefix
 * @property {{ rows?: number, fitPage?: boolean, face?: (card: string) => Element } | null} [hand]
 * @property {boolean} [hintButton]
 * @property {boolean} [steadyLines]
 * @property {boolean} [compactOver]
 * @property {(table: import("./table.js").GameTable) => Game} game the game, made with the shell
 *   (and its words, which read table.current())
 */

export {};

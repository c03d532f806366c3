// Decision 067 as lint: "today", calendar fields and "now" come from packages/domain/src/brussels-time.ts (and, on the
// API, from the app's clock). The UTC shortcuts give yesterday's date between midnight and 01:00 (02:00 in summer) in
// Brussels, and a test built on them fails on a Sunday or after midnight.

const CALENDAR_FIELDS = new Set([
  'getDay',
  'getUTCDay',
  'getDate',
  'getUTCDate',
  'getMonth',
  'getUTCMonth',
  'getFullYear',
  'getUTCFullYear',
  'getHours',
  'getUTCHours',
  'setDate',
  'setUTCDate',
  'setMonth',
  'setUTCMonth',
  'setFullYear',
  'setUTCFullYear',
  'setHours',
  'setUTCHours',
]);
const CUTS = new Set(['slice', 'substring', 'substr']);

export const MESSAGES = {
  utcDay:
    '`toISOString().slice(0, 10)` is the day in UTC, yesterday in Brussels until 01:00 (02:00 in summer): use brusselsDayOf(instant), brusselsToday() or clock.today() from brussels-time (decision 067)',
  calendarField:
    "A Date's calendar field is read in UTC or the machine's zone: use weekdayOf, addDays, addMonths, yearOf, monthKeyOf or brusselsWallTime from brussels-time (decision 067)",
  now: 'Read "now" from the app\'s clock: clock.now() or clock.today() (a test, a bench or a demo sets it; decision 067)',
};

/** The one module allowed to read the system clock and a Date's fields. */
const isClockModule = (filename) => /packages[\\/]domain[\\/]src[\\/]brussels-time\.ts$/.test(filename);
const isTest = (filename) => /\.test\.tsx?$|[\\/]e2e[\\/]|[\\/]test[\\/]/.test(filename);
/** Where "now" must come from the clock: the API's modules and the domain's rules (not tests, scripts or benches). */
const readsClock = (filename) =>
  !isTest(filename) && /apps[\\/]api[\\/]src[\\/]modules[\\/]|packages[\\/]domain[\\/]src[\\/]/.test(filename);

const propertyName = (member) =>
  member.type === 'MemberExpression' && !member.computed && member.property.type === 'Identifier' ? member.property.name : null;

export const clockRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Today, calendar fields and now come from the Brussels clock module' } },
  create(context) {
    if (isClockModule(context.filename)) return {};
    const strictNow = readsClock(context.filename);
    return {
      CallExpression(node) {
        const name = propertyName(node.callee);
        if (
          name &&
          CUTS.has(name) &&
          node.callee.object.type === 'CallExpression' &&
          propertyName(node.callee.object.callee) === 'toISOString'
        ) {
          const [start, end] = node.arguments;
          if (start?.type === 'Literal' && start.value === 0 && end?.type === 'Literal' && (end.value === 10 || end.value === 7))
            context.report({ node, message: MESSAGES.utcDay });
          return;
        }
        if (name && CALENDAR_FIELDS.has(name) && node.arguments.length <= 4) {
          context.report({ node, message: MESSAGES.calendarField });
          return;
        }
        if (strictNow && name === 'now' && node.callee.object.type === 'Identifier' && node.callee.object.name === 'Date')
          context.report({ node, message: MESSAGES.now });
      },
      NewExpression(node) {
        if (strictNow && node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0)
          context.report({ node, message: MESSAGES.now });
      },
    };
  },
};

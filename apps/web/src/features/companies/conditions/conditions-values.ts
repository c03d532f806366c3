import {
  COMPANY_ACCESS_FEATURES,
  parseAccessList,
  sharedBikeRuleIssues,
  updateConditionsRequestSchema,
  type Conditions,
  type FieldErrorCode,
  type TimeWindow,
  type UpdateConditionsRequest,
  type WeekDay,
} from '@veloport/domain';
import { schemaValidator } from '@/lib/form-validation';

export type WindowValues = { start: string; end: string };
/** Empty number inputs are '' (Mantine); nullable limits then mean "no limit". */
type NumberValue = number | string;

export type ConditionsValues = {
  access: string[];
  selfRegistration: boolean;
  quizRequired: boolean;
  sharedBikes: {
    bikeIds: string[];
    userIds: string[];
    buildingIds: string[];
    allowedDays: WeekDay[];
    weekendUse: boolean;
    daysInAdvance: NumberValue;
    /** Hours, as a fleet manager thinks of a booking (the API keeps minutes; issue 25, point 12). */
    maxBookingHours: NumberValue;
    takeWindow: WindowValues;
    returnWindow: WindowValues;
    forbidWeekend: boolean;
    forbidInterBuilding: boolean;
    maxPerMonth: NumberValue;
    maxPerYear: NumberValue;
    maxSimultaneous: NumberValue;
    /** Euros per day of private use (the API takes cents); '' = free. */
    /** Cents; empty (null) is free, as 0 is. */
    privateUseDailyCents: number | null;
  };
};

const windowValues = (w: TimeWindow | null): WindowValues => ({ start: w?.start ?? '', end: w?.end ?? '' });
const numberValue = (n: number | null): NumberValue => n ?? '';

export function conditionsValues(conditions: Conditions): ConditionsValues {
  const s = conditions.sharedBikes;
  // Only known features can be ticked; the stored string is normalised by the API anyway.
  const access = parseAccessList(conditions.access).filter((f) => (COMPANY_ACCESS_FEATURES as readonly string[]).includes(f));
  return {
    access,
    selfRegistration: conditions.selfRegistration,
    quizRequired: conditions.quizRequired,
    sharedBikes: {
      bikeIds: s.bikeIds.map(String),
      userIds: s.userIds.map(String),
      buildingIds: s.buildingIds.map(String),
      allowedDays: s.allowedDays,
      weekendUse: s.weekendUse,
      daysInAdvance: s.daysInAdvance,
      maxBookingHours: s.maxBookingMinutes === null ? '' : Math.round((s.maxBookingMinutes / 60) * 100) / 100,
      takeWindow: windowValues(s.takeWindow),
      returnWindow: windowValues(s.returnWindow),
      forbidWeekend: s.forbidWeekend,
      forbidInterBuilding: s.forbidInterBuilding,
      maxPerMonth: numberValue(s.maxPerMonth),
      maxPerYear: numberValue(s.maxPerYear),
      maxSimultaneous: numberValue(s.maxSimultaneous),
      privateUseDailyCents: s.privateUseDailyCents || null,
    },
  };
}

const toNumber = (v: NumberValue): number | null => (v === '' || v === null ? null : Number(v));
const toWindow = (w: WindowValues): TimeWindow | null => (w.start || w.end ? { start: w.start, end: w.end } : null);

export function toConditionsRequest(values: ConditionsValues): UpdateConditionsRequest {
  const s = values.sharedBikes;
  return {
    access: values.access.join(','),
    selfRegistration: values.selfRegistration,
    quizRequired: values.quizRequired,
    sharedBikes: {
      bikeIds: s.bikeIds.map(Number),
      userIds: s.userIds.map(Number),
      buildingIds: s.buildingIds.map(Number),
      allowedDays: s.allowedDays,
      weekendUse: s.weekendUse,
      daysInAdvance: toNumber(s.daysInAdvance) ?? Number.NaN,
      maxBookingMinutes: ((hours) => (hours === null ? null : Math.round(hours * 60)))(toNumber(s.maxBookingHours)),
      takeWindow: toWindow(s.takeWindow),
      returnWindow: toWindow(s.returnWindow),
      forbidWeekend: s.forbidWeekend,
      forbidInterBuilding: s.forbidInterBuilding,
      maxPerMonth: toNumber(s.maxPerMonth),
      maxPerYear: toNumber(s.maxPerYear),
      maxSimultaneous: toNumber(s.maxSimultaneous),
      // Empty is free: no price for private use.
      privateUseDailyCents: s.privateUseDailyCents ?? 0,
    },
  };
}

/** `sharedBikes.userIds.3` is shown under the users input (`sharedBikes.userIds`): one input edits the whole list. */
export function toFormErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, code] of Object.entries(fields)) {
    const listPath = key.replace(/(\.\d+)+$/, '');
    // The form types the longest booking in hours: the API's minutes field is shown there.
    const path = listPath === 'sharedBikes.maxBookingMinutes' ? 'sharedBikes.maxBookingHours' : listPath;
    if (!(path in errors)) errors[path] = code;
  }
  return errors;
}

const schemaErrors = schemaValidator<ConditionsValues>(updateConditionsRequestSchema, toConditionsRequest);

/**
 * The browser's checks: what the API's contract says, plus the consistency rules of the shared-bike
 * condition (sharedBikeRuleIssues, the same function the API applies), plus "both ends of a window".
 */
export function validateConditions(values: ConditionsValues): Record<string, FieldErrorCode> {
  const errors: Record<string, FieldErrorCode> = {};
  const s = values.sharedBikes;
  if (s.daysInAdvance === '') errors['sharedBikes.daysInAdvance'] = 'required';
  for (const name of ['takeWindow', 'returnWindow'] as const) {
    const w = s[name];
    if (w.start && !w.end) errors[`sharedBikes.${name}.end`] = 'required';
    if (!w.start && w.end) errors[`sharedBikes.${name}.start`] = 'required';
  }
  const request = toConditionsRequest(values);
  const rules = request.sharedBikes;
  const numbersOk = [rules.daysInAdvance, rules.maxBookingMinutes, rules.maxPerMonth, rules.maxPerYear, rules.maxSimultaneous].every(
    (n) => n === null || Number.isFinite(n),
  );
  const found: Record<string, FieldErrorCode> = { ...schemaErrors(values) };
  if (numbersOk && !Object.keys(errors).length) {
    for (const issue of sharedBikeRuleIssues({
      ...rules,
      allowedDays: s.allowedDays,
      daysInAdvance: rules.daysInAdvance,
      privateUseDailyCents: rules.privateUseDailyCents ?? 0,
    })) {
      const key = ['sharedBikes', ...issue.path].join('.');
      if (!(key in found)) found[key] = issue.code;
    }
  }
  for (const [key, code] of Object.entries(toFormErrors(found))) if (!(key in errors)) errors[key] = code as FieldErrorCode;
  return errors;
}

/** The design parameters of issue 15 (mm) with their defaults and accepted ranges. */
export interface CrownParams {
  cementGap: number;
  minThickness: number;
  marginWidth: number;
}

export type CrownParamName = keyof CrownParams;

export const CROWN_PARAMS: Record<CrownParamName, { labelId: string; default: number; min: number; max: number }> = {
  cementGap: { labelId: 'crown.params.cementGap', default: 0.05, min: 0, max: 0.3 },
  minThickness: { labelId: 'crown.params.minThickness', default: 0.5, min: 0.3, max: 2 },
  marginWidth: { labelId: 'crown.params.marginWidth', default: 0.5, min: 0, max: 2 },
};

export const DEFAULT_CROWN_PARAMS: CrownParams = {
  cementGap: CROWN_PARAMS.cementGap.default,
  minThickness: CROWN_PARAMS.minThickness.default,
  marginWidth: CROWN_PARAMS.marginWidth.default,
};

/** The teeth crown design accepts (seed 000: tooth position 6 only). */
export const CROWN_TEETH = [16, 26, 36, 46] as const;

export const isCrownTooth = (tooth: number): boolean => (CROWN_TEETH as readonly number[]).includes(tooth);

const NUMBER = /^\d+(\.\d{1,2})?$/;

/** Checks a typed value: the message id and values of the problem, or the number. */
export function parseParam(
  name: CrownParamName,
  text: string,
): { value: number } | { error: string; values?: Record<string, number> } {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return { error: 'crown.params.format' };
  const value = Number(trimmed);
  const { min, max } = CROWN_PARAMS[name];
  if (value < min || value > max) return { error: 'crown.params.range', values: { min, max } };
  return { value };
}

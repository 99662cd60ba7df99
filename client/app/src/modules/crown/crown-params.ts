import { CROWN_PARAMETERS, CROWN_TEETH, type CrownParameterName } from '@odontia/shared';

/** The design parameters of issue 15 (mm). */
export interface CrownParams {
  cementGap: number;
  minThickness: number;
  marginWidth: number;
}

export type CrownParamName = keyof CrownParams;

/** Each field of the dialog: its label and the shared rule (default and range) the server checks too. */
export const CROWN_PARAMS: Record<CrownParamName, { labelId: string; rule: CrownParameterName }> = {
  cementGap: { labelId: 'crown.params.cementGap', rule: 'cementGapMm' },
  minThickness: { labelId: 'crown.params.minThickness', rule: 'minimalThicknessMm' },
  marginWidth: { labelId: 'crown.params.marginWidth', rule: 'marginWidthMm' },
};

export const DEFAULT_CROWN_PARAMS: CrownParams = {
  cementGap: CROWN_PARAMETERS.cementGapMm.default,
  minThickness: CROWN_PARAMETERS.minimalThicknessMm.default,
  marginWidth: CROWN_PARAMETERS.marginWidthMm.default,
};

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
  const { min, max } = CROWN_PARAMETERS[CROWN_PARAMS[name].rule];
  if (value < min || value > max) return { error: 'crown.params.range', values: { min, max } };
  return { value };
}

/** Crown design (product type 4) is offered on the first molars only (seed: "tooth position 6"). */
export const CROWN_TEETH = [16, 26, 36, 46] as const;

export type CrownParameterName = 'cementGapMm' | 'minimalThicknessMm' | 'marginWidthMm';

/** The Parameters Setting fields: default, accepted range and input step, mm. */
export const CROWN_PARAMETERS: Record<CrownParameterName, { default: number; min: number; max: number; step: number }> =
  {
    cementGapMm: { default: 0.05, min: 0, max: 0.3, step: 0.01 },
    minimalThicknessMm: { default: 0.5, min: 0.2, max: 2, step: 0.05 },
    marginWidthMm: { default: 0.5, min: 0, max: 2, step: 0.05 },
  };

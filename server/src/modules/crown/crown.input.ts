import { CROWN_JAW_SHIFT, CROWN_PARAMETERS, CROWN_TEETH, type CrownParameterName } from '@odontia/shared';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { idSchema, parseInput } from '../../core/validation.js';

const point = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);

/** What the clinician submits to start (or re-run) a crown design; the parameters are checked after the shape. */
export const crownSetupShape = z
  .object({
    caseGroupId: idSchema,
    tooth: z.number().int(),
    upperFileId: idSchema,
    lowerFileId: idSchema,
    cementGapMm: z.number().finite().nullish(),
    minimalThicknessMm: z.number().finite().nullish(),
    marginWidthMm: z.number().finite().nullish(),
    /** A margin line the clinician adjusted (closed loop, patient frame, mm); detected when absent. */
    margin: z.array(point).min(8).max(1024).nullish(),
    /** The opposing scan moved from the scans' occlusion (mm); none when absent. */
    opposingShiftMm: point.nullish(),
  })
  .strict();

export interface CrownSetup {
  caseGroupId: number;
  tooth: number;
  upperFileId: number;
  lowerFileId: number;
  cementGapMm: number;
  minimalThicknessMm: number;
  marginWidthMm: number;
  margin: [number, number, number][] | null;
  opposingShiftMm: [number, number, number];
}

function opposingShift(shift: [number, number, number]): [number, number, number] {
  const max = CROWN_JAW_SHIFT.maxMm;
  if (shift.some((v) => Math.abs(v) > max))
    throw new AppError('ValueOutOfRange', { min: -max, max }, [{ path: 'opposingShiftMm', message: 'out of range' }]);
  return shift;
}

/**
 * Parses a setup: malformed input is a `Parameter error`, a tooth other than 16, 26, 36 or 46 the
 * seed's tooth-6 message, a parameter outside its range the range message with its bounds.
 */
export function parseCrownSetup(raw: unknown): CrownSetup {
  const input = parseInput(crownSetupShape, raw);
  if (!(CROWN_TEETH as readonly number[]).includes(input.tooth)) throw new AppError('CrownToothPositionOnly6');
  const value = (name: CrownParameterName) => {
    const rule = CROWN_PARAMETERS[name];
    const v = input[name] ?? rule.default;
    if (v < rule.min || v > rule.max)
      throw new AppError('ValueOutOfRange', { min: rule.min, max: rule.max }, [
        { path: name, message: 'out of range' },
      ]);
    return v;
  };
  return {
    caseGroupId: input.caseGroupId,
    tooth: input.tooth,
    upperFileId: input.upperFileId,
    lowerFileId: input.lowerFileId,
    cementGapMm: value('cementGapMm'),
    minimalThicknessMm: value('minimalThicknessMm'),
    marginWidthMm: value('marginWidthMm'),
    margin: input.margin ?? null,
    opposingShiftMm: opposingShift(input.opposingShiftMm ?? [0, 0, 0]),
  };
}

import type { Vec3 } from '@odontia/shared';
import type { ToothPlacement } from '../anatomy/arch.js';
import { crownCoordinates, crownHeight, type CrownShape } from './dentition.js';

const STEP_MM = 0.1;

function lowered(p: ToothPlacement, dy: number): ToothPlacement {
  const down = (v: Vec3): Vec3 => [v[0], v[1] - dy, v[2]];
  const frame = [...p.frame];
  frame[13] = frame[13]! - dy;
  return {
    ...p,
    occlusalCentre: down(p.occlusalCentre),
    cervicalCentre: down(p.cervicalCentre),
    apex: down(p.apex),
    mesialContact: down(p.mesialContact),
    distalContact: down(p.distalContact),
    cusps: p.cusps.map((c) => ({ ...c, tip: down(c.tip) })),
    frame,
  };
}

/** Vertical gap between an upper crown and the lower crowns beneath it (negative: they overlap), mm. */
function gapBelow(upper: CrownShape, lower: CrownShape[]): number {
  const reach = Math.hypot(upper.a, upper.c);
  const near = lower.filter((k) => Math.hypot(k.cx - upper.cx, k.cz - upper.cz) < reach + Math.hypot(k.a, k.c));
  let gap = Infinity;
  for (let x = upper.cx - reach; x <= upper.cx + reach; x += STEP_MM)
    for (let z = upper.cz - reach; z <= upper.cz + reach; z += STEP_MM) {
      if (crownCoordinates(upper, x, z).rho >= 1) continue;
      let floor = -Infinity;
      for (const k of near) floor = Math.max(floor, crownHeight(k, x, z));
      // upper heights are occlusal-up (y' = -y)
      if (floor > -Infinity) gap = Math.min(gap, -crownHeight(upper, x, z) - floor);
    }
  return gap;
}

/**
 * The upper teeth settled into occlusion, as teeth do: each premolar and molar moves along the
 * vertical until it touches the lower crowns (erupts, or is pushed back when it would cut into them);
 * canines and incisors, whose height the overbite sets, only give way where they would cut in. The
 * arch layout puts cusps over fossae in a Class I relation; in Class II and III the cusps meet ridges
 * and inclines at heights only this finds.
 */
export function eruptedUpper(upper: CrownShape[], lower: CrownShape[]): CrownShape[] {
  return upper.map((k) => {
    const toothClass = k.placement.tooth.toothClass;
    const supporting = toothClass === 'premolar' || toothClass === 'molar';
    const gap = gapBelow(k, lower);
    const move = supporting ? gap : Math.min(0, gap);
    if (!Number.isFinite(move) || move === 0) return k;
    return { ...k, yc: k.yc + move, placement: lowered(k.placement, move) };
  });
}

/**
 * A mandibular canal traced on a CT: the tube drawn along it (the canal measures about 2-4 mm across) and
 * how many points one canal may hold. The CT viewer's control and the server's check read these.
 */
export const CT_CANAL = { diameterMm: { min: 1, max: 6, default: 2.8, step: 0.1 }, maxPoints: 64 } as const;

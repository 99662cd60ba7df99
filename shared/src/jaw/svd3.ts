/** A 3x3 matrix, row-major. */
export type Mat3 = [number, number, number, number, number, number, number, number, number];

/**
 * Singular value decomposition A = U diag(S) V^T of a 3x3 matrix by one-sided Jacobi rotations.
 * Singular values come sorted descending; U and V are orthonormal (a rank-deficient U is completed
 * by cross products so it stays a rotation or reflection basis).
 */
export function svd3(a: Mat3): { U: Mat3; S: [number, number, number]; V: Mat3 } {
  const A = [...a];
  const V = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      let alpha = 0,
        beta = 0,
        gamma = 0;
      for (let i = 0; i < 3; i++) {
        const ap = A[i * 3 + p]!,
          aq = A[i * 3 + q]!;
        alpha += ap * ap;
        beta += aq * aq;
        gamma += ap * aq;
      }
      if (Math.abs(gamma) <= 1e-300 || Math.abs(gamma) <= 1e-15 * Math.sqrt(alpha * beta)) continue;
      off = Math.max(off, Math.abs(gamma) / Math.sqrt(alpha * beta));
      const zeta = (beta - alpha) / (2 * gamma);
      const t = Math.sign(zeta || 1) / (Math.abs(zeta) + Math.sqrt(1 + zeta * zeta));
      const c = 1 / Math.sqrt(1 + t * t),
        s = c * t;
      for (let i = 0; i < 3; i++) {
        const ap = A[i * 3 + p]!,
          aq = A[i * 3 + q]!;
        A[i * 3 + p] = c * ap - s * aq;
        A[i * 3 + q] = s * ap + c * aq;
        const vp = V[i * 3 + p]!,
          vq = V[i * 3 + q]!;
        V[i * 3 + p] = c * vp - s * vq;
        V[i * 3 + q] = s * vp + c * vq;
      }
    }
    if (off < 1e-15) break;
  }
  const norms = [0, 1, 2].map((j) => Math.hypot(A[j]!, A[3 + j]!, A[6 + j]!));
  const order = [0, 1, 2].sort((i, j) => norms[j]! - norms[i]!);
  const S = order.map((j) => norms[j]!) as [number, number, number];
  const U = new Array<number>(9).fill(0);
  const Vs = new Array<number>(9).fill(0);
  const eps = 1e-12 * (S[0] || 1);
  order.forEach((j, k) => {
    for (let i = 0; i < 3; i++) {
      Vs[i * 3 + k] = V[i * 3 + j]!;
      U[i * 3 + k] = S[k]! > eps ? A[i * 3 + j]! / S[k]! : 0;
    }
  });
  const col = (M: number[], k: number) => [M[k]!, M[3 + k]!, M[6 + k]!];
  const setCol = (M: number[], k: number, v: number[]) => {
    M[k] = v[0]!;
    M[3 + k] = v[1]!;
    M[6 + k] = v[2]!;
  };
  const cross = (x: number[], y: number[]) => [
    x[1]! * y[2]! - x[2]! * y[1]!,
    x[2]! * y[0]! - x[0]! * y[2]!,
    x[0]! * y[1]! - x[1]! * y[0]!,
  ];
  if (S[1] <= eps) {
    // Rank 1: pick any unit vector orthogonal to u1.
    const u1 = col(U, 0);
    const helper = Math.abs(u1[0]!) < 0.9 ? [1, 0, 0] : [0, 1, 0];
    const u2 = cross(u1, helper);
    const n = Math.hypot(...u2) || 1;
    setCol(
      U,
      1,
      u2.map((x) => x / n),
    );
  }
  if (S[2] <= eps) setCol(U, 2, cross(col(U, 0), col(U, 1)));
  return { U: U as Mat3, S, V: Vs as Mat3 };
}

/** Determinant of a 3x3 matrix. */
export function det3(m: Mat3): number {
  return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
}

/**
 * Maximum-weight matching in a general (non-bipartite) graph: Edmonds' blossom algorithm
 * with the primal-dual method, as in Galil, "Efficient Algorithms for Finding Maximum
 * Matching in Graphs" (ACM Computing Surveys, 1986). This is a port of Joris van Rantwijk's
 * classic `mwmatching.py` (the implementation NetworkX and many pairing programs derive
 * from), including its 2013 fix to T-blossom expansion, rewritten over typed arrays and a
 * CSR adjacency so it runs on sparse graphs of a few thousand vertices.
 *
 * Why a general matching and not a bipartite one: Swiss pairing pairs players with players,
 * so odd cycles exist; a greedy pass can dead-end, the blossom algorithm cannot.
 *
 * Numbers: weights must be integers with |w| ≤ 2^48. Vertex duals are stored doubled (as in
 * the original) and weights are doubled once more internally, so every dual, slack and delta
 * stays an integer (also after a jump start: all starting duals are even) well below 2^53,
 * where doubles are exact: the result is exact, never "nearly optimal".
 *
 * Cost: O(n³) worst case (n stages, each O(n + m) per dual update). Two practical changes
 * from the original, both measured: an optional jump start (greedy matching on tight edges
 * under lowered feasible duals — the stages then only finish the job; 5-10× fewer stages on
 * dense score groups), and the state kept in a class with methods rather than per-call
 * closures, so V8 reuses its optimised code across calls. Pure: no I/O, no randomness.
 */

export interface MatchingGraph {
  /** Vertices are 0 .. vertexCount-1. */
  vertexCount: number;
  /** Edge k joins from[k] and to[k] (no self-loops, at most one edge per vertex pair). */
  from: ArrayLike<number>;
  to: ArrayLike<number>;
  /** Integer weight of edge k, |w| ≤ 2^48. */
  weight: ArrayLike<number>;
}

export interface MatchingOptions {
  /** Only maximum-cardinality matchings are candidates (max weight among those). */
  maxCardinality?: boolean;
  /**
   * Start from a greedy matching on tight edges with lowered (still feasible) duals instead of
   * the empty matching: far fewer stages on dense graphs. Needs `maxCardinality`. The result
   * is a maximum-cardinality matching, and of maximum weight whenever it is perfect (the
   * perfect-matching LP has free vertex duals); when no perfect matching exists its weight
   * is not guaranteed maximal. Callers that need a perfect matching (pairing) lose nothing.
   */
  jumpStart?: boolean;
}

const MAX_ABS_WEIGHT = 2 ** 48;

/**
 * Returns `mate`: mate[v] is the vertex matched to v, or -1 when v is single.
 * The matching has maximum total weight (among maximum-cardinality matchings when
 * `maxCardinality` is set).
 */
export function maxWeightMatching(graph: MatchingGraph, options: MatchingOptions = {}): Int32Array {
  const maxCardinality = options.maxCardinality ?? false;
  const jumpStart = options.jumpStart ?? false;
  if (jumpStart && !maxCardinality) throw new RangeError("jumpStart needs maxCardinality");
  const nvertex = graph.vertexCount;
  const nedge = graph.weight.length;
  if (!Number.isInteger(nvertex) || nvertex < 0) throw new RangeError(`bad vertexCount ${nvertex}`);
  if (graph.from.length !== nedge || graph.to.length !== nedge) {
    throw new RangeError("from, to and weight must have the same length");
  }
  const result = new Int32Array(nvertex).fill(-1);
  if (nedge === 0 || nvertex === 0) return result;

  // Endpoints: 2k and 2k+1 belong to edge k; endpoint[p] is the vertex of endpoint p.
  const endpoint = new Int32Array(2 * nedge);
  const wt = new Float64Array(nedge);
  let maxweight = 0;
  const degree = new Int32Array(nvertex + 1);
  for (let k = 0; k < nedge; k++) {
    const i = graph.from[k]!;
    const j = graph.to[k]!;
    const w = graph.weight[k]!;
    if (!Number.isInteger(i) || !Number.isInteger(j) || i < 0 || j < 0 || i >= nvertex || j >= nvertex) {
      throw new RangeError(`edge ${k} has a bad endpoint (${i}, ${j})`);
    }
    if (i === j) throw new RangeError(`edge ${k} is a self-loop`);
    if (!Number.isInteger(w) || Math.abs(w) > MAX_ABS_WEIGHT) {
      throw new RangeError(`edge ${k} weight ${w} is not an integer within ±2^48`);
    }
    endpoint[2 * k] = i;
    endpoint[2 * k + 1] = j;
    // Doubled: keeps every starting dual even, hence every later delta an integer.
    wt[k] = 2 * w;
    if (2 * w > maxweight) maxweight = 2 * w;
    degree[i + 1]!++;
    degree[j + 1]!++;
  }
  // neighbend (CSR): for vertex v, the remote endpoints of the edges at v.
  const nbStart = new Int32Array(nvertex + 1);
  for (let v = 0; v < nvertex; v++) nbStart[v + 1] = nbStart[v]! + degree[v + 1]!;
  const nbFill = nbStart.slice(0, nvertex);
  const neighbend = new Int32Array(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    const i = endpoint[2 * k]!;
    const j = endpoint[2 * k + 1]!;
    neighbend[nbFill[i]!++] = 2 * k + 1;
    neighbend[nbFill[j]!++] = 2 * k;
  }

  return new BlossomSolver(nvertex, nedge, maxCardinality, endpoint, wt, maxweight, nbStart, neighbend).run(jumpStart);
}

/** State of one run; methods (not per-call closures) so V8 keeps its optimised code across calls. */
class BlossomSolver {
  readonly nb2: number;
  /** mate[v]: remote endpoint of v's matched edge, or -1. */
  readonly mate: Int32Array;
  /** label[b]: 0 free, 1 S, 2 T (top-level blossoms; also vertices inside T-blossoms); bit 4 = breadcrumb. */
  readonly label: Int32Array;
  readonly labelend: Int32Array;
  readonly inblossom: Int32Array;
  readonly blossomparent: Int32Array;
  readonly blossomchilds: Array<number[] | null>;
  readonly blossombase: Int32Array;
  readonly blossomendps: Array<number[] | null>;
  readonly bestedge: Int32Array;
  readonly blossombestedges: Array<number[] | null>;
  readonly unusedblossoms: number[] = [];
  /** dualvar[v] = 2·u(v) for vertices; dualvar[b] = z(b) for non-trivial blossoms. */
  readonly dualvar: Float64Array;
  readonly allowedge: Uint8Array;
  readonly queue: number[] = [];
  readonly bestedgeto: Int32Array;

  constructor(
    readonly nvertex: number,
    readonly nedge: number,
    readonly maxCardinality: boolean,
    /** endpoint[p]: the vertex of endpoint p; endpoints 2k and 2k+1 belong to edge k. */
    readonly endpoint: Int32Array,
    /** Doubled edge weights. */
    readonly wt: Float64Array,
    maxweight: number,
    /** CSR adjacency: neighbend[nbStart[v] .. nbStart[v+1]) are the remote endpoints at v. */
    readonly nbStart: Int32Array,
    readonly neighbend: Int32Array,
  ) {
    const nb2 = 2 * nvertex;
    this.nb2 = nb2;
    this.mate = new Int32Array(nvertex).fill(-1);
    this.label = new Int32Array(nb2);
    this.labelend = new Int32Array(nb2).fill(-1);
    this.inblossom = new Int32Array(nvertex);
    for (let v = 0; v < nvertex; v++) this.inblossom[v] = v;
    this.blossomparent = new Int32Array(nb2).fill(-1);
    this.blossomchilds = new Array<number[] | null>(nb2).fill(null);
    this.blossombase = new Int32Array(nb2).fill(-1);
    for (let v = 0; v < nvertex; v++) this.blossombase[v] = v;
    this.blossomendps = new Array<number[] | null>(nb2).fill(null);
    this.bestedge = new Int32Array(nb2).fill(-1);
    this.blossombestedges = new Array<number[] | null>(nb2).fill(null);
    for (let b = nb2 - 1; b >= nvertex; b--) this.unusedblossoms.push(b);
    this.dualvar = new Float64Array(nb2);
    for (let v = 0; v < nvertex; v++) this.dualvar[v] = maxweight;
    this.allowedge = new Uint8Array(nedge);
    this.bestedgeto = new Int32Array(nb2).fill(-1);
  }

  slack(k: number): number {
    return this.dualvar[this.endpoint[2 * k]!]! + this.dualvar[this.endpoint[2 * k + 1]!]! - 2 * this.wt[k]!;
  }

  forLeaves(b: number, f: (v: number) => void): void {
    if (b < this.nvertex) {
      f(b);
      return;
    }
    for (const t of this.blossomchilds[b]!) {
      if (t < this.nvertex) f(t);
      else this.forLeaves(t, f);
    }
  }
  leaves(b: number): number[] {
    const out: number[] = [];
    this.forLeaves(b, (v) => out.push(v));
    return out;
  }

  assignLabel(w0: number, t0: number, p0: number): void {
    let w = w0;
    let t = t0;
    let p = p0;
    for (;;) {
      const b = this.inblossom[w]!;
      this.label[w] = t;
      this.label[b] = t;
      this.labelend[w] = p;
      this.labelend[b] = p;
      this.bestedge[w] = -1;
      this.bestedge[b] = -1;
      if (t === 1) {
        this.forLeaves(b, (v) => this.queue.push(v));
        return;
      }
      // t === 2: b became a T-blossom; its base's mate becomes S.
      const base = this.blossombase[b]!;
      const mb = this.mate[base]!;
      w = this.endpoint[mb]!;
      t = 1;
      p = mb ^ 1;
    }
  }

  // Trace back from v and w to find a new blossom (returns its base) or an augmenting path (-1).
  scanBlossom(v0: number, w0: number): number {
    let v = v0;
    let w = w0;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = this.inblossom[v]!;
      if (this.label[b]! & 4) {
        base = this.blossombase[b]!;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelend[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelend[b]!]!;
        b = this.inblossom[v]!;
        v = this.endpoint[this.labelend[b]!]!;
      }
      if (w !== -1) {
        const tmp = v;
        v = w;
        w = tmp;
      }
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  addBlossom(base: number, k: number): void {
    let v = this.endpoint[2 * k]!;
    let w = this.endpoint[2 * k + 1]!;
    const bb = this.inblossom[base]!;
    let bv = this.inblossom[v]!;
    let bw = this.inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    this.blossombase[b] = base;
    this.blossomparent[b] = -1;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(this.labelend[bv]!);
      v = this.endpoint[this.labelend[bv]!]!;
      bv = this.inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(this.labelend[bw]! ^ 1);
      w = this.endpoint[this.labelend[bw]!]!;
      bw = this.inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    this.labelend[b] = this.labelend[bb]!;
    this.dualvar[b] = 0;
    this.forLeaves(b, (x) => {
      if (this.label[this.inblossom[x]!] === 2) this.queue.push(x);
      this.inblossom[x] = b;
    });
    // Least-slack edges from the new blossom to each neighbouring S-blossom.
    const touched: number[] = [];
    const consider = (k2: number): void => {
      let j = this.endpoint[2 * k2 + 1]!;
      if (this.inblossom[j] === b) j = this.endpoint[2 * k2]!;
      const bj = this.inblossom[j]!;
      if (bj !== b && this.label[bj] === 1) {
        const cur = this.bestedgeto[bj]!;
        if (cur === -1) {
          this.bestedgeto[bj] = k2;
          touched.push(bj);
        } else if (this.slack(k2) < this.slack(cur)) {
          this.bestedgeto[bj] = k2;
        }
      }
    };
    for (const sub of path) {
      const list = this.blossombestedges[sub];
      if (list === null || list === undefined) {
        this.forLeaves(sub, (x) => {
          for (let q = this.nbStart[x]!, end = this.nbStart[x + 1]!; q < end; q++) consider(this.neighbend[q]! >> 1);
        });
      } else {
        for (const k2 of list) consider(k2);
      }
      this.blossombestedges[sub] = null;
      this.bestedge[sub] = -1;
    }
    const best: number[] = [];
    for (const bj of touched) {
      best.push(this.bestedgeto[bj]!);
      this.bestedgeto[bj] = -1;
    }
    this.blossombestedges[b] = best;
    let be = -1;
    let beSlack = 0;
    for (const k2 of best) {
      const s = this.slack(k2);
      if (be === -1 || s < beSlack) {
        be = k2;
        beSlack = s;
      }
    }
    this.bestedge[b] = be;
  }

  expandBlossom(b: number, endstage: boolean): void {
    const childs = this.blossomchilds[b]!;
    for (const s of childs) {
      this.blossomparent[s] = -1;
      if (s < this.nvertex) this.inblossom[s] = s;
      else if (endstage && this.dualvar[s] === 0) this.expandBlossom(s, endstage);
      else this.forLeaves(s, (v) => (this.inblossom[v] = s));
    }
    if (!endstage && this.label[b] === 2) {
      // Relabel the sub-blossoms of an expanding T-blossom: from the child through which it got
      // its label, round to the base, alternately T and S.
      const endps = this.blossomendps[b]!;
      const len = childs.length;
      const at = (j: number): number => ((j % len) + len) % len;
      const entrychild = this.inblossom[this.endpoint[this.labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= len;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = this.labelend[b]!;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]!] = 0;
        this.label[this.endpoint[endps[at(j - endptrick)]! ^ endptrick ^ 1]!] = 0;
        this.assignLabel(this.endpoint[p ^ 1]!, 2, p);
        this.allowedge[endps[at(j - endptrick)]! >> 1] = 1;
        j += jstep;
        p = endps[at(j - endptrick)]! ^ endptrick;
        this.allowedge[p >> 1] = 1;
        j += jstep;
      }
      const bv = childs[at(j)]!;
      this.label[this.endpoint[p ^ 1]!] = 2;
      this.label[bv] = 2;
      this.labelend[this.endpoint[p ^ 1]!] = p;
      this.labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (childs[at(j)] !== entrychild) {
        const sub = childs[at(j)]!;
        if (this.label[sub] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const v of this.leaves(sub)) {
          if (this.label[v] !== 0) {
            found = v;
            break;
          }
        }
        if (found !== -1) {
          this.label[found] = 0;
          this.label[this.endpoint[this.mate[this.blossombase[sub]!]!]!] = 0;
          this.assignLabel(found, 2, this.labelend[found]!);
        }
        j += jstep;
      }
    }
    this.label[b] = -1;
    this.labelend[b] = -1;
    this.blossomchilds[b] = null;
    this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unusedblossoms.push(b);
  }

  augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= this.nvertex) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const len = childs.length;
    const at = (j: number): number => ((j % len) + len) % len;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= len;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = childs[at(j)]!;
      const p = endps[at(j - endptrick)]! ^ endptrick;
      if (t >= this.nvertex) this.augmentBlossom(t, this.endpoint[p]!);
      j += jstep;
      t = childs[at(j)]!;
      if (t >= this.nvertex) this.augmentBlossom(t, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    this.blossomchilds[b] = childs.slice(i).concat(childs.slice(0, i));
    this.blossomendps[b] = endps.slice(i).concat(endps.slice(0, i));
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  augmentMatching(k: number): void {
    for (let side = 0; side < 2; side++) {
      let s = this.endpoint[2 * k + side]!;
      let p = 2 * k + 1 - side;
      for (;;) {
        const bs = this.inblossom[s]!;
        if (bs >= this.nvertex) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelend[bs] === -1) break;
        const t = this.endpoint[this.labelend[bs]!]!;
        const bt = this.inblossom[t]!;
        s = this.endpoint[this.labelend[bt]!]!;
        const j = this.endpoint[this.labelend[bt]! ^ 1]!;
        if (bt >= this.nvertex) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelend[bt]!;
        p = this.labelend[bt]! ^ 1;
      }
    }
  }

  jumpStartInit(): void {
    // Duals: each vertex starts at its heaviest edge (feasible), then is lowered in turn to
    // the least value keeping every edge's slack ≥ 0, so each vertex gets a tight edge; then
    // a greedy matching on tight edges. Matched edges are tight, so the primal-dual invariants
    // hold and the stages only have to finish the job.
    this.dualvar.fill(0, 0, this.nvertex);
    const seen = new Uint8Array(this.nvertex);
    for (let k = 0; k < this.nedge; k++) {
      for (const v of [this.endpoint[2 * k]!, this.endpoint[2 * k + 1]!]) {
        if (!seen[v] || this.wt[k]! > this.dualvar[v]!) this.dualvar[v] = this.wt[k]!;
        seen[v] = 1;
      }
    }
    for (let v = 0; v < this.nvertex; v++) {
      // Lower v's dual to the least feasible value; prefer a free neighbour among the edges
      // that become tight, and match v to it right away. (A vertex matched earlier is already
      // at its least value: its matched edge is tight.)
      if (this.mate[v] !== -1) continue;
      let low = -Infinity;
      let pick = -1;
      for (let q = this.nbStart[v]!, end = this.nbStart[v + 1]!; q < end; q++) {
        const p = this.neighbend[q]!;
        const u = this.endpoint[p]!;
        const need = 2 * this.wt[p >> 1]! - this.dualvar[u]!;
        if (need > low || (need === low && pick !== -1 && this.mate[this.endpoint[pick]!] !== -1 && this.mate[u] === -1)) {
          low = need;
          pick = p;
        }
      }
      if (low === -Infinity) continue;
      this.dualvar[v] = low;
      if (this.mate[this.endpoint[pick]!] === -1) {
        this.mate[v] = pick;
        this.mate[this.endpoint[pick]!] = pick ^ 1;
      }
    }
  }

  // The stage loop is split into small functions: V8 optimises each on its own instead of
  // repeatedly deoptimising one giant function (measured: 5-10× on the first calls).
  startStage(): void {
    this.label.fill(0);
    this.bestedge.fill(-1);
    for (let b = this.nvertex; b < this.nb2; b++) this.blossombestedges[b] = null;
    this.allowedge.fill(0);
    this.queue.length = 0;
    for (let v = 0; v < this.nvertex; v++) {
      if (this.mate[v] === -1 && this.label[this.inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
    }
  }

  /** Grow the forest from queued S-vertices; true once the matching was augmented. */
  scanQueue(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop()!;
      for (let q = this.nbStart[v]!, end = this.nbStart[v + 1]!; q < end; q++) {
        const p = this.neighbend[q]!;
        const k = p >> 1;
        const w = this.endpoint[p]!;
        const bw = this.inblossom[w]!;
        if (this.inblossom[v] === bw) continue;
        let kslack = 0;
        if (!this.allowedge[k]) {
          kslack = this.slack(k);
          if (kslack <= 0) this.allowedge[k] = 1;
        }
        if (this.allowedge[k]) {
          const lw = this.label[bw]!;
          if (lw === 0) {
            this.assignLabel(w, 2, p ^ 1);
          } else if (lw === 1) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) {
              this.addBlossom(base, k);
            } else {
              this.augmentMatching(k);
              return true;
            }
          } else if (this.label[w] === 0) {
            this.label[w] = 2;
            this.labelend[w] = p ^ 1;
          }
        } else if (this.label[bw] === 1) {
          const b = this.inblossom[v]!;
          if (this.bestedge[b] === -1 || kslack < this.slack(this.bestedge[b]!)) this.bestedge[b] = k;
        } else if (this.label[w] === 0) {
          if (this.bestedge[w] === -1 || kslack < this.slack(this.bestedge[w]!)) this.bestedge[w] = k;
        }
      }
    }
    return false;
  }

  minVertexDual(): number {
    let m = Infinity;
    for (let v = 0; v < this.nvertex; v++) if (this.dualvar[v]! < m) m = this.dualvar[v]!;
    return m;
  }

  /** No augmenting path on tight edges: move the duals by delta; false when optimal. */
  dualStep(): boolean {
    let deltatype = -1;
    let delta = 0;
    let deltaedge = -1;
    let deltablossom = -1;
    if (!this.maxCardinality) {
      deltatype = 1;
      delta = this.minVertexDual();
    }
    for (let v = 0; v < this.nvertex; v++) {
      if (this.label[this.inblossom[v]!] === 0 && this.bestedge[v] !== -1) {
        const d = this.slack(this.bestedge[v]!);
        if (deltatype === -1 || d < delta) {
          delta = d;
          deltatype = 2;
          deltaedge = this.bestedge[v]!;
        }
      }
    }
    for (let b = 0; b < this.nb2; b++) {
      if (this.blossomparent[b] === -1 && this.label[b] === 1 && this.bestedge[b] !== -1) {
        const d = this.slack(this.bestedge[b]!) / 2;
        if (deltatype === -1 || d < delta) {
          delta = d;
          deltatype = 3;
          deltaedge = this.bestedge[b]!;
        }
      }
    }
    for (let b = this.nvertex; b < this.nb2; b++) {
      if (this.blossombase[b]! >= 0 && this.blossomparent[b] === -1 && this.label[b] === 2 && (deltatype === -1 || this.dualvar[b]! < delta)) {
        delta = this.dualvar[b]!;
        deltatype = 4;
        deltablossom = b;
      }
    }
    if (deltatype === -1) {
      // Max-cardinality optimum reached; one last update keeps the duals verifiable.
      deltatype = 1;
      delta = Math.max(0, this.minVertexDual());
    }
    for (let v = 0; v < this.nvertex; v++) {
      const l = this.label[this.inblossom[v]!];
      if (l === 1) this.dualvar[v] = this.dualvar[v]! - delta;
      else if (l === 2) this.dualvar[v] = this.dualvar[v]! + delta;
    }
    for (let b = this.nvertex; b < this.nb2; b++) {
      if (this.blossombase[b]! >= 0 && this.blossomparent[b] === -1) {
        if (this.label[b] === 1) this.dualvar[b] = this.dualvar[b]! + delta;
        else if (this.label[b] === 2) this.dualvar[b] = this.dualvar[b]! - delta;
      }
    }
    if (deltatype === 1) return false;
    if (deltatype === 2) {
      this.allowedge[deltaedge] = 1;
      let i = this.endpoint[2 * deltaedge]!;
      if (this.label[this.inblossom[i]!] === 0) i = this.endpoint[2 * deltaedge + 1]!;
      this.queue.push(i);
    } else if (deltatype === 3) {
      this.allowedge[deltaedge] = 1;
      this.queue.push(this.endpoint[2 * deltaedge]!);
    } else {
      this.expandBlossom(deltablossom, false);
    }
    return true;
  }

  endStage(): void {
    // Expand S-blossoms whose dual reached zero.
    for (let b = this.nvertex; b < this.nb2; b++) {
      if (this.blossomparent[b] === -1 && this.blossombase[b]! >= 0 && this.label[b] === 1 && this.dualvar[b] === 0) {
        this.expandBlossom(b, true);
      }
    }
  }

  run(jumpStart: boolean): Int32Array {
    if (jumpStart) this.jumpStartInit();
    for (let stage = 0; stage < this.nvertex; stage++) {
      this.startStage();
      let augmented = false;
      for (;;) {
        if (this.scanQueue()) {
          augmented = true;
          break;
        }
        if (!this.dualStep()) break;
      }
      if (!augmented) break;
      this.endStage();
    }
    const result = new Int32Array(this.nvertex).fill(-1);
    for (let v = 0; v < this.nvertex; v++) {
      const m = this.mate[v]!;
      result[v] = m >= 0 ? this.endpoint[m]! : -1;
    }
    return result;
  }
}

/*
 * Tiny procedural SVG toolkit used by the scene files in ./scenes.
 * Every scene calls render(W, H, () => svgMarkup) with helpers from here.
 * Everything is deterministic (seeded RNG), so re-rendering gives the same images.
 */
(function (G) {
  'use strict';

  // ---------------------------------------------------------------- basics
  let _id = 0;
  const DEFS = [];
  const CACHE = {};
  const uid = (p) => p + ++_id;
  const f = (n) => (Math.round(n * 100) / 100).toString();

  function rng(seed) {
    let a = seed >>> 0;
    return function () {
      a |= 0;
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  let R = rng(1);
  const seed = (s) => {
    R = rng(s);
    return R;
  };
  const rnd = (a = 0, b = 1) => a + (b - a) * R();
  const pick = (arr) => arr[Math.floor(R() * arr.length)];

  // ---------------------------------------------------------------- colour
  function hex2rgb(h) {
    h = h.replace('#', '');
    if (h.length === 3)
      h = h
        .split('')
        .map((c) => c + c)
        .join('');
    return [0, 2, 4].map((i) => parseInt(h.substr(i, 2), 16));
  }
  const rgb2hex = (r) =>
    '#' +
    r
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('');
  const mix = (a, b, t) => {
    const A = hex2rgb(a),
      B = hex2rgb(b);
    return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
  };
  const shade = (c, t) => (t < 0 ? mix(c, '#000000', -t) : mix(c, '#ffffff', t));
  const jitter = (c, amt) => shade(c, rnd(-amt, amt));

  // ---------------------------------------------------------------- defs
  const def = (s) => {
    DEFS.push(s);
  };
  const stops = (st) => st.map((s) => `<stop offset="${s[0]}" stop-color="${s[1]}"${s[2] !== undefined ? ` stop-opacity="${s[2]}"` : ''}/>`).join('');
  function lg(st, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = '') {
    const i = uid('g');
    def(`<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${extra}>${stops(st)}</linearGradient>`);
    return `url(#${i})`;
  }
  // gradient in absolute scene coordinates (for shapes whose bounding box runs far off-screen)
  function lgU(st, x1, y1, x2, y2) {
    const i = uid('g');
    def(`<linearGradient id="${i}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops(st)}</linearGradient>`);
    return `url(#${i})`;
  }
  function rg(st, cx = 0.5, cy = 0.5, r = 0.5, extra = '') {
    const i = uid('r');
    def(`<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}" ${extra}>${stops(st)}</radialGradient>`);
    return `url(#${i})`;
  }
  function cached(key, make) {
    if (!CACHE[key]) {
      const i = uid('f');
      def(make(i));
      CACHE[key] = `url(#${i})`;
    }
    return CACHE[key];
  }
  const blur = (sd) => cached('blur' + f(sd), (i) => `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`);
  // fluffy edges for foliage, with a leafy light/dark texture
  const foliage = (scale = 10, freq = 0.09, tex = 0.22) =>
    cached(
      `fol${f(scale)}_${freq}_${tex}`,
      (i) => `
    <filter id="${i}" x="-25%" y="-25%" width="150%" height="150%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="3" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="${f(scale)}" xChannelSelector="R" yChannelSelector="G" result="d"/>
      <feTurbulence type="fractalNoise" baseFrequency="${tex}" numOctaves="2" seed="7" result="n2"/>
      <feDiffuseLighting in="n2" surfaceScale="2.2" lighting-color="#ffffff" result="l"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting>
      <feComposite in="d" in2="l" operator="arithmetic" k1="1.25" k2="0" k3="0" k4="0" result="m"/>
      <feComposite in="m" in2="d" operator="in"/>
    </filter>`,
    );
  // cloud puff edges
  const cloudF = (scale = 30) =>
    cached(
      'cl' + f(scale),
      (i) => `
    <filter id="${i}" x="-30%" y="-40%" width="160%" height="180%">
      <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="4" seed="11" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="${f(scale)}" xChannelSelector="R" yChannelSelector="G" result="d"/>
      <feGaussianBlur in="d" stdDeviation="${f(scale / 18)}"/>
    </filter>`,
    );
  // lit bumpy relief (rock, bark, stucco, sand...)
  const relief = (freq = 0.02, surf = 5, az = 225, elev = 35, k1 = 1.35, oct = 5, sd = 4) =>
    cached(
      `rel${freq}_${surf}_${az}_${elev}_${k1}_${oct}_${sd}`,
      (i) => `
    <filter id="${i}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${oct}" seed="${sd}" result="n"/>
      <feDiffuseLighting in="n" surfaceScale="${surf}" lighting-color="#ffffff" result="l"><feDistantLight azimuth="${az}" elevation="${elev}"/></feDiffuseLighting>
      <feComposite in="SourceGraphic" in2="l" operator="arithmetic" k1="${k1}" k2="0" k3="0" k4="0" result="m"/>
      <feComposite in="m" in2="SourceGraphic" operator="in"/>
    </filter>`,
    );
  // gentle colour mottling (bricks, plaster, roofs)
  const mottle = (freq = 0.05, amt = 0.18, sd = 9) =>
    cached(
      `mot${freq}_${amt}_${sd}`,
      (i) => `
    <filter id="${i}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${sd}" result="n"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${amt * 2} 0 0 0 ${-amt * 0.8}" result="a"/>
      <feComposite in="a" in2="SourceGraphic" operator="in" result="dark"/>
      <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="dark"/></feMerge>
    </filter>`,
    );
  // grass / field texture with a directional grain
  const grassF = (fx = 0.35, fy = 0.06, k1 = 1.3, sd = 5, surf = 3) =>
    cached(
      `gr${fx}_${fy}_${k1}_${sd}_${surf}`,
      (i) => `
    <filter id="${i}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${fx} ${fy}" numOctaves="3" seed="${sd}" result="n"/>
      <feDiffuseLighting in="n" surfaceScale="${surf}" lighting-color="#ffffff" result="l"><feDistantLight azimuth="250" elevation="50"/></feDiffuseLighting>
      <feComposite in="SourceGraphic" in2="l" operator="arithmetic" k1="${k1}" k2="0" k3="0" k4="0" result="m"/>
      <feComposite in="m" in2="SourceGraphic" operator="in"/>
    </filter>`,
    );
  // horizontal ripples for water
  const waterF = (fx = 0.004, fy = 0.12, scale = 6, sd = 2) =>
    cached(
      `wa${fx}_${fy}_${scale}_${sd}`,
      (i) => `
    <filter id="${i}" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="${fx} ${fy}" numOctaves="2" seed="${sd}" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>
    </filter>`,
    );

  // ---------------------------------------------------------------- shapes
  const attrs = (a) => (a ? ' ' + a : '');
  const rect = (x, y, w, h, fill, a) => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(a)}/>`;
  const el = (cx, cy, rx, ry, fill, a) => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(a)}/>`;
  const circ = (cx, cy, r, fill, a) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(a)}/>`;
  const poly = (pts, fill, a) => `<polygon points="${pts.map((p) => f(p[0]) + ',' + f(p[1])).join(' ')}" fill="${fill}"${attrs(a)}/>`;
  const path = (d, fill, a) => `<path d="${d}" fill="${fill}"${attrs(a)}/>`;
  const line = (x1, y1, x2, y2, stroke, w = 1, a) => `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}"${attrs(a)}/>`;
  const g = (inner, a) => `<g${attrs(a)}>${inner}</g>`;
  function clip(shape) {
    const i = uid('c');
    def(`<clipPath id="${i}">${shape}</clipPath>`);
    return `clip-path="url(#${i})"`;
  }
  const polyline = (pts) => pts.map((p, i) => (i ? 'L' : 'M') + f(p[0]) + ',' + f(p[1])).join('');
  const pattern = (w, h, inner, extra = '') => {
    const i = uid('p');
    def(`<pattern id="${i}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse" ${extra}>${inner}</pattern>`);
    return `url(#${i})`;
  };

  // map a local w x h drawing (x right, y down) onto a parallelogram: origin o, axis vectors u, v
  const plane = (o, u, v, inner) => `<g transform="matrix(${f4(u[0])},${f4(u[1])},${f4(v[0])},${f4(v[1])},${f(o[0])},${f(o[1])})">${inner}</g>`;
  function f4(n) {
    return (Math.round(n * 10000) / 10000).toString();
  }
  const add = (a, b, k = 1) => [a[0] + b[0] * k, a[1] + b[1] * k];

  // ---------------------------------------------------------------- sky & atmosphere
  const SKIES = {
    day: [
      [0, '#3f7fc6'],
      [0.45, '#7fb2e2'],
      [0.85, '#c4dcef'],
      [1, '#e6eef2'],
    ],
    clear: [
      [0, '#2f6db8'],
      [0.5, '#6ea7e0'],
      [1, '#cfe3f2'],
    ],
    morning: [
      [0, '#6c9ccc'],
      [0.55, '#b9d3e6'],
      [0.9, '#f1e2cc'],
      [1, '#f7e6cf'],
    ],
    golden: [
      [0, '#4a6f9e'],
      [0.4, '#9fb1c2'],
      [0.7, '#f0c08a'],
      [0.9, '#f7a25e'],
      [1, '#fbc98a'],
    ],
    sunset: [
      [0, '#2c3d73'],
      [0.35, '#7a5b8f'],
      [0.62, '#e0786b'],
      [0.82, '#f7a65e'],
      [1, '#fdd495'],
    ],
    dusk: [
      [0, '#0f1638'],
      [0.35, '#2c2d63'],
      [0.6, '#6a3f78'],
      [0.8, '#d3665f'],
      [0.93, '#f59b57'],
      [1, '#fbc27a'],
    ],
    overcast: [
      [0, '#8e9fb0'],
      [0.6, '#c3ccd4'],
      [1, '#e1e4e6'],
    ],
    winter: [
      [0, '#2e6fc0'],
      [0.5, '#79aee3'],
      [1, '#dcecf7'],
    ],
  };
  const sky = (W, H, name) => rect(0, 0, W, H, lg(typeof name === 'string' ? SKIES[name] : name));
  function sun(x, y, r, core = '#fffbe8', glow = '#ffe2a0', glowR = r * 8, glowOp = 0.75) {
    return (
      circ(
        x,
        y,
        glowR,
        rg([
          [0, glow, glowOp],
          [0.25, glow, glowOp * 0.45],
          [1, glow, 0],
        ]),
      ) +
      circ(
        x,
        y,
        r * 2.2,
        rg([
          [0, '#ffffff', 0.9],
          [1, core, 0],
        ]),
      ) +
      circ(x, y, r, core)
    );
  }
  // a cumulus cloud
  function cloud(cx, cy, w, h, o = {}) {
    const light = o.light || '#ffffff',
      dark = o.dark || '#c9d3de',
      op = o.op === undefined ? 0.95 : o.op;
    const n = o.n || Math.round(6 + (w / h) * 2.5);
    let puffs = [];
    for (let i = 0; i < n; i++) {
      const t = (i + rnd(-0.3, 0.3)) / (n - 1) - 0.5;
      const edge = 1 - Math.abs(t) * 1.5;
      const r = h * (0.32 + rnd(0, 0.3)) * (0.55 + 0.45 * edge);
      puffs.push([cx + t * w * 0.9, cy - rnd(0.1, 0.55) * h * edge, r]);
    }
    const base = cy + h * 0.22;
    const cl = clip(rect(cx - w, cy - h * 3, w * 2, h * 3 + h * 0.22));
    const grad = rg(
      [
        [0, light],
        [0.55, light],
        [1, dark],
      ],
      0.4,
      0.25,
      0.75,
    );
    let s = puffs.map((p) => circ(p[0], p[1], p[2], grad)).join('');
    s += el(cx, base - h * 0.15, w * 0.46, h * 0.2, dark);
    return g(g(s, cl), `filter="${cloudF(Math.max(8, h * 0.55))}" opacity="${op}"`);
  }
  const cloudBank = (count, x0, x1, y0, y1, wmin, wmax, o = {}) => {
    let s = '';
    for (let i = 0; i < count; i++) {
      const w = rnd(wmin, wmax);
      s += cloud(rnd(x0, x1), rnd(y0, y1), w, w * rnd(0.28, 0.42), o);
    }
    return s;
  };
  // thin streaky clouds (cirrus / sunset bands)
  function streaks(count, x0, x1, y0, y1, color, op = 0.5, len = [80, 240], th = [2, 7]) {
    let s = '';
    for (let i = 0; i < count; i++) s += el(rnd(x0, x1), rnd(y0, y1), rnd(len[0], len[1]) / 2, rnd(th[0], th[1]), color, `opacity="${f(op * rnd(0.5, 1))}"`);
    return g(s, `filter="${blur(2.5)}"`);
  }
  const haze = (W, y, h, color, op = 0.6) =>
    rect(
      0,
      y - h,
      W,
      h * 1.4,
      lg([
        [0, color, 0],
        [0.7, color, op],
        [1, color, op],
      ]),
    );
  const vignette = (W, H, op = 0.3) =>
    rect(
      0,
      0,
      W,
      H,
      rg(
        [
          [0.55, '#000', 0],
          [1, '#000', op],
        ],
        0.5,
        0.5,
        0.75,
      ),
    );
  const grain = (W, H, op = 0.05, freq = 0.9) =>
    rect(
      0,
      0,
      W,
      H,
      '#808080',
      `filter="${cached('grain' + freq, (i) => `<filter id="${i}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="1" seed="4"/><feColorMatrix type="saturate" values="0"/></filter>`)}" opacity="${op}" style="mix-blend-mode:overlay"`,
    );
  // warm/cool photographic grade layered on top
  const tint = (W, H, color, op = 0.1, blend = 'soft-light') => rect(0, 0, W, H, color, `opacity="${op}" style="mix-blend-mode:${blend}"`);

  // ---------------------------------------------------------------- terrain
  // ridge line through control points [[x,y],...] with fractal detail
  function ridge(ctrl, detail = 0.35, levels = 6) {
    let pts = ctrl.map((p) => [p[0], p[1]]);
    for (let l = 0; l < levels; l++) {
      const nx = [pts[0]];
      for (let i = 1; i < pts.length; i++) {
        const a = pts[i - 1],
          b = pts[i],
          len = Math.abs(b[0] - a[0]);
        nx.push([(a[0] + b[0]) / 2 + rnd(-0.1, 0.1) * len, (a[1] + b[1]) / 2 + rnd(-1, 1) * len * detail], b);
      }
      pts = nx;
      detail *= 0.62;
    }
    return pts;
  }
  function mountain(ctrl, baseY, o = {}) {
    const pts = ridge(ctrl, o.detail || 0.3, o.levels || 6);
    const x0 = pts[0][0],
      x1 = pts[pts.length - 1][0];
    const shape = polyline(pts) + `L${f(x1)},${f(baseY)}L${f(x0)},${f(baseY)}Z`;
    const col = o.color || '#6f7c8c';
    let s = path(
      shape,
      lg([
        [0, shade(col, 0.1)],
        [1, shade(col, -0.15)],
      ]),
    );
    if (o.snow) {
      const sl = o.snow; // snow line y
      const top = [],
        bot = [];
      let drift = 0;
      for (const p of pts) {
        drift += rnd(-1, 1) * 7;
        drift *= 0.92;
        const bottom = Math.max(p[1], sl + drift * 1.6 + rnd(-3, 3) + (p[1] - sl) * 0.35);
        top.push(p);
        bot.push([p[0], bottom]);
      }
      s += path(polyline(top) + polyline(bot.reverse()).replace('M', 'L') + 'Z', o.snowColor || '#f4f7fb');
    }
    s = g(s, `filter="${relief(o.freq || 0.018, o.surf || 7, o.az || 215, o.elev || 30, o.k1 || 1.4, 5, o.sd || 4)}"`);
    if (o.haze)
      s += path(
        shape,
        lg([
          [0, o.hazeColor || '#c9d9ea', 0],
          [1, o.hazeColor || '#c9d9ea', o.haze],
        ]),
      );
    return s;
  }
  function hills(pts, baseY, fill, a) {
    return path(polyline(ridge(pts, 0.08, 5)) + `L${f(pts[pts.length - 1][0])},${f(baseY)}L${f(pts[0][0])},${f(baseY)}Z`, fill, a);
  }
  const grass = (shape, colTop, colBot, o = {}) =>
    path(
      shape,
      lg([
        [0, colTop],
        [1, colBot],
      ]),
      `filter="${grassF(o.fx || 0.012, o.fy || 0.06, o.k1 || 1.22, o.sd || 5, o.surf || 1.6)}"`,
    );
  // horizontal lawn band with optional mowing stripes converging to vanishing point
  function lawn(x0, y0, x1, y1, colTop, colBot, o = {}) {
    let s = grass(`M${x0},${y0}H${x1}V${y1}H${x0}Z` + (o.hole || ''), colTop, colBot, o).replace('<path ', '<path fill-rule="evenodd" ');
    if (o.stripes) {
      const vp = o.vp || [(x0 + x1) / 2, y0 - 400];
      const n = o.stripes,
        W = (x1 - x0) * 2.2;
      let st = '';
      for (let i = 0; i < n; i += 2) {
        const a = x0 - W / 4 + (i / n) * W,
          b = x0 - W / 4 + ((i + 1) / n) * W;
        const t = (y1 - vp[1]) / (y0 - vp[1]);
        const ta = vp[0] + (a - vp[0]) / t,
          tb = vp[0] + (b - vp[0]) / t;
        st += poly(
          [
            [ta, y0],
            [tb, y0],
            [b, y1],
            [a, y1],
          ],
          '#ffffff',
          'opacity="0.06"',
        );
      }
      s += g(st, clip(rect(x0, y0, x1 - x0, y1 - y0, '#000')));
    }
    return s;
  }

  // ---------------------------------------------------------------- vegetation
  const GREENS = ['#26401d', '#3f6a2a', '#7fae45'];
  function canopy(cx, cy, rx, ry, s, pal, n, o = {}) {
    const puffs = [];
    for (let i = 0; i < n; i++) {
      const a = rnd(0, Math.PI * 2),
        d = Math.sqrt(rnd(0.05, 1));
      const big = Math.min(1, 40 / s); // bigger crowns get relatively smaller leaf clumps
      puffs.push([cx + Math.cos(a) * d * rx * 0.8, cy + Math.sin(a) * d * ry * 0.74, s * rnd(0.2, 0.4) * (0.6 + 0.4 * big)]);
    }
    const lx = o.lightDir || -1; // light from left (-1) or right (+1)
    let out = el(cx, cy, rx * 0.72, ry * 0.66, pal[0]) + puffs.map((p) => circ(p[0], p[1], p[2], pal[0])).join('');
    out += puffs.map((p) => circ(p[0] + lx * p[2] * 0.18, p[1] - p[2] * 0.22, p[2] * 0.82, pal[1])).join('');
    out += puffs
      .filter((p) => p[1] < cy + ry * 0.15 && (p[0] - cx) * lx > -rx * 0.35)
      .map((p) => circ(p[0] + lx * p[2] * 0.32, p[1] - p[2] * 0.4, p[2] * 0.5, pal[2], 'opacity="0.55"'))
      .join('');
    return out;
  }
  function tree(x, y, s, o = {}) {
    const pal = o.pal || GREENS,
      lx = o.lightDir || -1;
    const rx = s * (o.wf || 1),
      ry = s * (o.hf || 1.05);
    const trunkH = s * (o.trunkH || 0.85);
    const cy = y - trunkH - ry * 0.75;
    let out = '';
    if (o.shadow !== false) out += el(x - lx * s * 0.55, y + s * 0.04, s * 1.05, s * 0.18, '#0b1a08', `opacity="${o.shadowOp || 0.35}" filter="${blur(s * 0.1)}"`);
    const tw = s * 0.075,
      tc = o.trunk || '#4a3626';
    out += path(
      `M${f(x - tw)},${f(y)}C${f(x - tw * 0.5)},${f(y - trunkH * 0.5)} ${f(x - tw * 0.45)},${f(cy)} ${f(x - tw * 0.2)},${f(cy)}L${f(x + tw * 0.25)},${f(cy)}C${f(x + tw * 0.45)},${f(y - trunkH * 0.5)} ${f(x + tw * 0.6)},${f(y - trunkH * 0.3)} ${f(x + tw * 1.1)},${f(y)}Z`,
      lg(
        [
          [0, shade(tc, lx < 0 ? 0.25 : -0.4)],
          [0.5, tc],
          [1, shade(tc, lx < 0 ? -0.45 : 0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += line(x, cy + ry * 0.5, x - s * 0.35, cy + ry * 0.05, tc, tw * 0.5) + line(x, cy + ry * 0.6, x + s * 0.4, cy + ry * 0.1, tc, tw * 0.45);
    out += g(
      canopy(x, cy, rx, ry, s, pal, o.n ? Math.max(o.n, Math.round(s / 2.2)) : Math.round(16 + s / 2.2), { lightDir: lx }),
      `filter="${foliage(Math.min(11, Math.max(4, s * 0.2)), o.freq || 0.08, o.tex || 0.22)}"`,
    );
    return out;
  }
  function bush(x, y, s, o = {}) {
    const pal = o.pal || GREENS,
      lx = o.lightDir || -1;
    let out = '';
    if (o.shadow !== false) out += el(x - lx * s * 0.3, y, s * 1.1, s * 0.22, '#0b1a08', `opacity="0.35" filter="${blur(s * 0.12)}"`);
    let c = canopy(x, y - s * 0.55, s * (o.wf || 1.1), s * 0.6, s, pal, o.n || 10, { lightDir: lx });
    if (o.flowers) {
      for (let i = 0; i < (o.nf || 16); i++) {
        const a = rnd(0, Math.PI * 2),
          d = Math.sqrt(rnd(0, 1));
        c += circ(x + Math.cos(a) * d * s * 0.95, y - s * 0.6 + Math.sin(a) * d * s * 0.45 - s * 0.1, s * rnd(0.05, 0.09), pick(o.flowers));
      }
    }
    out += g(c, `filter="${foliage(Math.max(4, s * 0.25), 0.1, 0.28)}"`);
    return out;
  }
  function hedge(x, y, w, h, o = {}) {
    const pal = o.pal || GREENS;
    let s = el(x + w / 2, y + 2, w * 0.55, h * 0.12, '#000', `opacity="0.35" filter="${blur(h * 0.15)}"`);
    let c = `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.25)}" fill="${lg([
      [0, pal[2]],
      [0.3, pal[1]],
      [1, pal[0]],
    ])}"/>`;
    s += g(c, `filter="${foliage(Math.max(4, h * 0.18), 0.12, 0.3)}"`);
    return s;
  }
  function pine(x, y, h, o = {}) {
    const w = h * (o.wf || 0.3),
      tiers = o.tiers || Math.max(6, Math.round(h / 14));
    const dark = o.dark || '#1b3324',
      mid = o.mid || '#2c5238',
      light = o.light || '#4b7a52';
    const L = [],
      Rr = [];
    const top = y - h,
      trunkTop = y - h * 0.08;
    for (let i = 1; i <= tiers; i++) {
      const t = i / tiers,
        ty = top + (trunkTop - top) * t;
      const hw = w * (0.12 + 0.88 * t) * rnd(0.85, 1.1);
      const step = (trunkTop - top) / tiers;
      L.push([x - hw * 0.45, ty - step * 0.55], [x - hw, ty + rnd(0, step * 0.25)]);
      Rr.push([x + hw * 0.45, ty - step * 0.5], [x + hw * rnd(0.9, 1.05), ty + rnd(0, step * 0.25)]);
    }
    const outline = [[x, top - h * 0.02], ...Rr, [x + w * 0.2, trunkTop + 2], [x - w * 0.2, trunkTop + 2], ...L.reverse()];
    let s = '';
    if (o.shadow !== false) s += el(x + (o.lightDir || -1) * -h * 0.12, y, w * 1.1, w * 0.18, '#000', `opacity="0.3" filter="${blur(w * 0.12)}"`);
    s += rect(x - w * 0.05, trunkTop - 2, w * 0.1, y - trunkTop + 2, '#3a2a1e');
    const cl = clip(poly(outline, '#000'));
    let body = poly(outline, dark);
    const lx = o.lightDir || -1;
    body += g(rect(lx < 0 ? x - w * 1.2 : x + w * 0.05, top - 5, w * 1.15, h, mid) + rect(lx < 0 ? x - w * 1.2 : x + w * 0.4, top - 5, w * 0.6, h, light, 'opacity="0.45"'), cl);
    if (o.snow) {
      let sn = '';
      for (let i = 0; i < tiers; i++) {
        const ty = top + (trunkTop - top) * ((i + 1) / tiers),
          hw = w * (0.12 + 0.88 * ((i + 1) / tiers));
        sn += el(x - hw * 0.2, ty - ((trunkTop - top) / tiers) * 0.15, hw * 0.75, ((trunkTop - top) / tiers) * 0.16, '#f4f8fc', `transform="rotate(${f(rnd(-8, 8))} ${f(x)} ${f(ty)})"`);
      }
      sn += el(x, top + 4, w * 0.08, 5, '#f4f8fc');
      body += g(sn, cl);
    }
    s += g(body, `filter="${foliage(Math.max(3, h * 0.035), 0.14, 0.3)}"`);
    return s;
  }
  function palm(x, y, h, o = {}) {
    const lean = o.lean || 0.15,
      top = [x + h * lean, y - h];
    let s = el(x + h * 0.35, y, h * 0.3, h * 0.04, '#000', `opacity="0.25" filter="${blur(3)}"`);
    const tc = o.trunk || '#8a7354';
    s += path(
      `M${f(x - 5)},${f(y)}Q${f(x + h * lean * 0.2)},${f(y - h * 0.6)} ${f(top[0] - 2)},${f(top[1])}L${f(top[0] + 2)},${f(top[1])}Q${f(x + h * lean * 0.3 + 5)},${f(y - h * 0.6)} ${f(x + 5)},${f(y)}Z`,
      lg(
        [
          [0, shade(tc, 0.2)],
          [1, shade(tc, -0.35)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    for (let i = 1; i < 14; i++) {
      const t = i / 14;
      s += line(x - 5 + (top[0] - x) * t * t * 0.9, y - h * t, x + 5 + (top[0] - x) * t * t * 0.9, y - h * t - 1, shade(tc, -0.4), 0.8, 'opacity="0.5"');
    }
    let fr = '';
    const n = o.fronds || 11;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + rnd(-0.2, 0.2),
        len = h * rnd(0.38, 0.5);
      const ex = top[0] + Math.cos(a) * len,
        ey = top[1] + Math.sin(a) * len * 0.45 + len * 0.35;
      const mx = top[0] + Math.cos(a) * len * 0.5,
        my = top[1] + Math.sin(a) * len * 0.3 - len * 0.12;
      const col = Math.sin(a) < 0 ? o.light || '#5b8a3a' : o.dark || '#2f5420';
      fr += path(`M${f(top[0])},${f(top[1])}Q${f(mx)},${f(my - 8)} ${f(ex)},${f(ey)}Q${f(mx)},${f(my + 6)} ${f(top[0])},${f(top[1])}Z`, col);
    }
    s += g(fr, `filter="${foliage(6, 0.25, 0.3)}"`);
    return s;
  }
  function flowers(x0, x1, y0, y1, n, cols, sz = [1.2, 2.6]) {
    let s = '';
    for (let i = 0; i < n; i++) s += circ(rnd(x0, x1), rnd(y0, y1), rnd(sz[0], sz[1]), pick(cols));
    return g(s, `filter="${foliage(2, 0.3, 0.4)}"`);
  }

  // ---------------------------------------------------------------- architecture (draw in local face coords)
  function siding(color, step = 7, o = {}) {
    const dk = shade(color, -0.18),
      lt = shade(color, 0.12);
    return pattern(
      200,
      step,
      rect(
        0,
        0,
        200,
        step,
        lg([
          [0, lt],
          [0.85, color],
          [1, dk],
        ]),
      ) + rect(0, step - 0.8, 200, 0.8, shade(color, -0.35), 'opacity="0.6"'),
      o.extra || '',
    );
  }
  function bricks(color, o = {}) {
    const bw = o.bw || 16,
      bh = o.bh || 5.5,
      m = o.mortar || '#cbbfae',
      mw = o.mw || 0.9;
    let s = rect(0, 0, bw * 4, bh * 4, m);
    for (let r = 0; r < 4; r++)
      for (let c = -1; c < 4; c++) {
        const off = r % 2 ? bw / 2 : 0;
        s += rect(c * bw + off + mw / 2, r * bh + mw / 2, bw - mw, bh - mw, jitter(color, o.var || 0.12));
      }
    return pattern(bw * 4, bh * 4, s);
  }
  function boards(color, w = 8, o = {}) {
    // vertical cladding
    let s = '';
    for (let i = 0; i < 6; i++) s += rect(i * w, 0, w, 300, jitter(color, o.var || 0.08)) + rect(i * w + w - 0.7, 0, 0.7, 300, shade(color, -0.4), 'opacity="0.7"');
    return pattern(w * 6, 300, s);
  }
  function logs(color, d = 9) {
    return pattern(
      300,
      d,
      rect(
        0,
        0,
        300,
        d,
        lg([
          [0, shade(color, -0.45)],
          [0.15, shade(color, 0.15)],
          [0.5, color],
          [0.9, shade(color, -0.3)],
          [1, shade(color, -0.6)],
        ]),
      ),
    );
  }
  function shingles(color, rowH = 5, tabW = 10, o = {}) {
    let s = rect(0, 0, tabW * 6, rowH * 2, color);
    for (let r = 0; r < 2; r++)
      for (let c = -1; c < 7; c++) {
        const off = r ? tabW / 2 : 0;
        s += rect(c * tabW + off, r * rowH, tabW - 0.7, rowH, jitter(color, o.var || 0.1));
        s += rect(c * tabW + off, r * rowH + rowH - 1, tabW, 1, shade(color, -0.45), 'opacity="0.8"');
      }
    return pattern(tabW * 6, rowH * 2, s);
  }
  function tiles(color, rowH = 6, tw = 8) {
    // clay tiles
    let s = rect(0, 0, tw * 4, rowH, color);
    for (let c = 0; c < 4; c++)
      s += rect(
        c * tw,
        0,
        tw,
        rowH,
        lg(
          [
            [0, shade(color, -0.3)],
            [0.35, shade(color, 0.18)],
            [0.7, color],
            [1, shade(color, -0.35)],
          ],
          0,
          0,
          1,
          0,
        ),
      );
    s += rect(0, rowH - 1.2, tw * 4, 1.2, shade(color, -0.55), 'opacity="0.7"');
    return pattern(tw * 4, rowH, s);
  }
  function seams(color, w = 10) {
    // standing-seam metal
    return pattern(w, 50, rect(0, 0, w, 50, color) + rect(0, 0, 1.2, 50, shade(color, 0.35)) + rect(1.2, 0, 0.8, 50, shade(color, -0.35)));
  }
  // a window, drawn in local coords (x,y = top-left of glass opening)
  function win(x, y, w, h, o = {}) {
    const fr = o.frame || '#f4f2ec',
      t = o.t === undefined ? 1.6 : o.t,
      cols = o.cols || 1,
      rows = o.rows || 1;
    let s = '';
    if (o.trim) s += rect(x - o.trim, y - o.trim, w + o.trim * 2, h + o.trim * 2, o.trimColor || fr);
    if (o.shutters) {
      const sw = w * 0.45;
      for (const sx of [x - sw - (o.trim || 0) - 1.5, x + w + (o.trim || 0) + 1.5]) {
        s += rect(sx, y - 1, sw, h + 2, o.shutters);
        for (let yy = y + 2; yy < y + h - 1; yy += 2.6) s += rect(sx + 1.2, yy, sw - 2.4, 0.9, shade(o.shutters, -0.3), 'opacity="0.7"');
      }
    }
    s += rect(x, y, w, h, fr);
    const gx = x + t,
      gy = y + t,
      gw = w - 2 * t,
      gh = h - 2 * t;
    let glass;
    if (o.lit)
      glass = lg([
        [0, '#ffe7b0'],
        [0.6, '#ffc56e'],
        [1, '#e8904a'],
      ]);
    else
      glass =
        o.glass ||
        lg([
          [0, '#d5e4ef'],
          [0.35, '#8aa6bd'],
          [0.7, '#4a5f70'],
          [1, '#34434f'],
        ]);
    s += rect(gx, gy, gw, gh, glass);
    if (o.lit) {
      s += rect(
        gx,
        gy,
        gw,
        gh,
        rg(
          [
            [0, '#fff6d8', 0.7],
            [1, '#fff6d8', 0],
          ],
          0.5,
          0.3,
          0.7,
        ),
      );
      if (o.curtains !== false) s += rect(gx, gy, gw * 0.18, gh, '#f3d9a8', 'opacity="0.55"') + rect(gx + gw * 0.82, gy, gw * 0.18, gh, '#f3d9a8', 'opacity="0.55"');
    } else {
      if (o.curtains) s += rect(gx, gy + gh * 0.05, gw * 0.16, gh * 0.95, o.curtains, 'opacity="0.55"') + rect(gx + gw * 0.84, gy + gh * 0.05, gw * 0.16, gh * 0.95, o.curtains, 'opacity="0.55"');
      const rfl = o.refl === undefined ? 0.28 : o.refl;
      s += g(
        poly(
          [
            [gx + gw * 0.15, gy],
            [gx + gw * 0.55, gy],
            [gx + gw * 0.05, gy + gh],
            [gx - gw * 0.35, gy + gh],
          ],
          '#ffffff',
          `opacity="${rfl}"`,
        ) +
          poly(
            [
              [gx + gw * 0.68, gy],
              [gx + gw * 0.78, gy],
              [gx + gw * 0.38, gy + gh],
              [gx + gw * 0.28, gy + gh],
            ],
            '#ffffff',
            `opacity="${rfl * 0.6}"`,
          ),
        clip(rect(gx, gy, gw, gh, '#000')),
      );
    }
    // recess shadow
    s += rect(
      gx,
      gy,
      gw,
      Math.min(gh * 0.3, 6),
      lg([
        [0, '#000', 0.45],
        [1, '#000', 0],
      ]),
    );
    s += rect(
      gx,
      gy,
      Math.min(gw * 0.2, 3),
      gh,
      lg(
        [
          [0, '#000', 0.25],
          [1, '#000', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    const mt = o.mt || t * 0.7;
    for (let c = 1; c < cols; c++) s += rect(gx + (gw * c) / cols - mt / 2, gy, mt, gh, fr);
    for (let r = 1; r < rows; r++) s += rect(gx, gy + (gh * r) / rows - mt / 2, gw, mt, fr);
    if (o.sill !== false)
      s +=
        rect(x - 2.5, y + h, w + 5, 2.2, o.sillColor || shade(fr, -0.05)) +
        rect(
          x - 2.5,
          y + h + 2.2,
          w + 5,
          2.5,
          lg([
            [0, '#000', 0.35],
            [1, '#000', 0],
          ]),
        );
    if (o.lintel) s += rect(x - 2, y - 3, w + 4, 3, o.lintel);
    return s;
  }
  function door(x, y, w, h, color, o = {}) {
    let s = '';
    if (o.trim !== false) s += rect(x - 2.5, y - 2.5, w + 5, h + 2.5, o.trimColor || '#f4f2ec');
    s += rect(x, y, w, h, color);
    if (o.glass)
      s += rect(
        x + w * 0.2,
        y + h * 0.08,
        w * 0.6,
        h * 0.3,
        lg([
          [0, '#c8d8e4'],
          [1, '#3c4c58'],
        ]),
      );
    const pc = shade(color, -0.25);
    const py0 = o.glass ? h * 0.45 : h * 0.08;
    s += `<rect x="${f(x + w * 0.14)}" y="${f(y + py0)}" width="${f(w * 0.3)}" height="${f(h * 0.36)}" fill="none" stroke="${pc}" stroke-width="0.8"/>`;
    s += `<rect x="${f(x + w * 0.56)}" y="${f(y + py0)}" width="${f(w * 0.3)}" height="${f(h * 0.36)}" fill="none" stroke="${pc}" stroke-width="0.8"/>`;
    if (!o.glass) s += `<rect x="${f(x + w * 0.14)}" y="${f(y + h * 0.52)}" width="${f(w * 0.72)}" height="${f(h * 0.4)}" fill="none" stroke="${pc}" stroke-width="0.8"/>`;
    s += circ(x + w * 0.82, y + h * 0.55, Math.max(0.9, w * 0.04), '#d9c27a');
    s += rect(
      x,
      y,
      w,
      h * 0.12,
      lg([
        [0, '#000', 0.4],
        [1, '#000', 0],
      ]),
    );
    return s;
  }
  function garageDoor(x, y, w, h, color = '#ecebe6') {
    let s = rect(x - 2, y - 2, w + 4, h + 2, shade(color, 0.05)) + rect(x, y, w, h, color);
    const n = 4;
    for (let i = 0; i < n; i++) {
      const py = y + (h / n) * i;
      s += rect(
        x,
        py,
        w,
        h / n,
        lg([
          [0, shade(color, 0.08)],
          [0.85, color],
          [1, shade(color, -0.28)],
        ]),
      );
      for (let c = 0; c < 4; c++)
        s += `<rect x="${f(x + 3 + (c * (w - 6)) / 4)}" y="${f(py + 2)}" width="${f((w - 6) / 4 - 3)}" height="${f(h / n - 4)}" fill="none" stroke="${shade(color, -0.15)}" stroke-width="0.6"/>`;
    }
    s += rect(
      x,
      y,
      w,
      h * 0.2,
      lg([
        [0, '#000', 0.35],
        [1, '#000', 0],
      ]),
    );
    return s;
  }
  // large glazing (curtain wall / sliding doors) in local coords
  function glazing(x, y, w, h, o = {}) {
    const cols = o.cols || Math.max(1, Math.round(w / 22)),
      rows = o.rows || 1,
      fr = o.frame || '#2b2e31',
      t = o.t || 1.4;
    let s = rect(
      x,
      y,
      w,
      h,
      lg(
        o.sky || [
          [0, '#cfdbe6'],
          [0.45, '#8ea3b4'],
          [1, '#3e4a55'],
        ],
      ),
    );
    if (o.interior) s += rect(x, y + h * 0.3, w, h * 0.7, o.interior, `opacity="${o.interiorOp || 0.55}"`);
    if (o.lamps)
      for (const [lx, ly, lr] of o.lamps)
        s += circ(
          x + lx,
          y + ly,
          lr,
          rg([
            [0, '#fff1c8', 0.95],
            [0.3, '#ffcf7a', 0.6],
            [1, '#ffb347', 0],
          ]),
        );
    if (o.furniture) s += o.furniture;
    const cl = clip(rect(x, y, w, h, '#000'));
    let r = '';
    for (let i = -2; i < cols + 2; i += 2)
      r += poly(
        [
          [x + (i / cols) * w, y],
          [x + ((i + 0.7) / cols) * w, y],
          [x + ((i + 0.2) / cols) * w, y + h],
          [x + ((i - 0.5) / cols) * w, y + h],
        ],
        '#ffffff',
        `opacity="${o.refl || 0.12}"`,
      );
    s += g(r, cl);
    s += rect(
      x,
      y,
      w,
      Math.min(h * 0.25, 8),
      lg([
        [0, '#000', 0.4],
        [1, '#000', 0],
      ]),
    );
    for (let c = 0; c <= cols; c++) s += rect(x + (w * c) / cols - t / 2, y, t, h, fr);
    for (let r2 = 0; r2 <= rows; r2++) s += rect(x, y + (h * r2) / rows - t / 2, w, t, fr);
    return s;
  }
  // soft shadow band under an eave / roof edge (local coords)
  const eaveShadow = (x, y, w, d = 12, op = 0.45) =>
    rect(
      x,
      y,
      w,
      d,
      lg([
        [0, '#000', op],
        [1, '#000', 0],
      ]),
    );
  const groundAO = (x, y, w, d = 6, op = 0.35) =>
    rect(
      x,
      y - d,
      w,
      d,
      lg([
        [0, '#000', 0],
        [1, '#000', op],
      ]),
    );
  const shadowPoly = (pts, op = 0.35, b = 4, col = '#0a1420') => poly(pts, col, `opacity="${op}" filter="${blur(b)}"`);
  function picketFence(len, h, o = {}) {
    // local coords, bottom at y=0
    const c = o.color || '#f6f4ee',
      pw = o.pw || 3.2,
      gap = o.gap || 2.8;
    let s = rect(0, -h * 0.8, len, 1.6, shade(c, -0.1)) + rect(0, -h * 0.3, len, 1.6, shade(c, -0.1));
    for (let x = 0; x < len; x += pw + gap)
      s +=
        poly(
          [
            [x, 0],
            [x, -h + pw * 0.6],
            [x + pw / 2, -h],
            [x + pw, -h + pw * 0.6],
            [x + pw, 0],
          ],
          c,
        ) + rect(x + pw * 0.65, -h + pw * 0.6, pw * 0.35, h - pw * 0.6, '#000', 'opacity="0.12"');
    return s;
  }
  function railing(len, h, o = {}) {
    const c = o.color || '#2b2b2b',
      sp = o.sp || 5;
    let s = rect(0, -h, len, 1.6, c) + rect(0, -1.2, len, 1.2, c);
    for (let x = 0; x <= len; x += sp) s += rect(x, -h, 0.8, h, c);
    return s;
  }
  function glassRail(len, h, o = {}) {
    return (
      rect(
        0,
        -h,
        len,
        h,
        lg([
          [0, '#dfeaf2', 0.35],
          [1, '#a8c0d0', 0.18],
        ]),
      ) +
      rect(0, -h - 1.2, len, 1.6, o.cap || '#9aa3aa') +
      poly(
        [
          [len * 0.2, -h],
          [len * 0.3, -h],
          [len * 0.22, 0],
          [len * 0.12, 0],
        ],
        '#fff',
        'opacity="0.12"',
      )
    );
  }

  // ---------------------------------------------------------------- water
  function water(x, y, w, h, top, bot, o = {}) {
    let s = rect(
      x,
      y,
      w,
      h,
      lg([
        [0, top],
        [1, bot],
      ]),
    );
    let st = '';
    const n = o.n || 140;
    for (let i = 0; i < n; i++) {
      const t = Math.pow(rnd(0, 1), 1.6),
        yy = y + t * h,
        len = rnd(10, 60) * (0.3 + t * 1.4),
        th = 0.4 + t * 1.6;
      st += el(rnd(x, x + w), yy, len, th, rnd() < 0.5 ? o.light || '#ffffff' : o.dark || '#0b2a40', `opacity="${f(rnd(0.08, 0.3))}"`);
    }
    s += g(st, `filter="${blur(0.5)}"`);
    return s;
  }
  // mirror an svg fragment about y=axis, fading
  function reflect(inner, axis, o = {}) {
    const i = uid('m');
    def(
      `<mask id="${i}" maskUnits="userSpaceOnUse" x="-2000" y="${axis}" width="6000" height="${o.depth || 300}"><rect x="-2000" y="${axis}" width="6000" height="${o.depth || 300}" fill="${lg([
        [0, '#fff', o.op || 0.55],
        [1, '#fff', 0],
      ])}"/></mask>`,
    );
    return g(g(inner, `transform="translate(0 ${2 * axis}) scale(1 -1)"`), `mask="url(#${i})" filter="${waterF(o.fx || 0.006, o.fy || 0.09, o.scale || 7, 3)}"`);
  }

  // ---------------------------------------------------------------- people (avatars)
  function avatar(p) {
    const W = 256,
      H = 256,
      cx = 128;
    const skin = p.skin,
      skinS = shade(skin, -0.18),
      skinH = shade(skin, 0.12);
    const hair = p.hair,
      hairH = shade(hair, 0.25),
      hairS = shade(hair, -0.3);
    let s = rect(0, 0, W, H, lg(p.bg, 0, 0, 1, 1));
    s += circ(
      cx,
      108,
      120,
      rg([
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ]),
    );
    // long hair behind head
    if (p.hairStyle === 'long' || p.hairStyle === 'bun-long')
      s += path(
        `M${cx - 62},100 C${cx - 72},170 ${cx - 66},215 ${cx - 44},236 L${cx + 44},236 C${cx + 66},215 ${cx + 72},170 ${cx + 62},100 Z`,
        lg([
          [0, hair],
          [1, hairS],
        ]),
      );
    if (p.hairStyle === 'afro')
      s += g(
        circ(cx, 92, 76, hair) + [...Array(18)].map((_, i) => circ(cx + Math.cos((i / 18) * 6.283) * 66, 92 + Math.sin((i / 18) * 6.283) * 62, 20, i % 2 ? hair : hairS)).join(''),
        `filter="${foliage(4, 0.18, 0.4)}"`,
      );
    // shoulders / clothing
    const cl = p.cloth,
      clS = shade(cl, -0.25);
    s += path(
      `M${cx - 112},256 C${cx - 108},214 ${cx - 86},196 ${cx - 40},186 L${cx + 40},186 C${cx + 86},196 ${cx + 108},214 ${cx + 112},256 Z`,
      lg([
        [0, shade(cl, 0.1)],
        [1, clS],
      ]),
    );
    // neck
    s += path(`M${cx - 21},150 L${cx - 22},192 Q${cx},206 ${cx + 22},192 L${cx + 21},150 Z`, skinS);
    s += path(`M${cx - 22},176 Q${cx},192 ${cx + 22},176 L${cx + 22},186 Q${cx},198 ${cx - 22},186Z`, shade(skin, -0.3), 'opacity="0.5"');
    // collar styles
    if (p.collar === 'v')
      s += path(`M${cx - 34},186 L${cx},226 L${cx + 34},186 L${cx + 24},184 L${cx},208 L${cx - 24},184Z`, shade(cl, -0.35)) + path(`M${cx - 24},186 L${cx},210 L${cx + 24},186 Z`, skinS);
    else if (p.collar === 'shirt')
      s +=
        path(`M${cx - 26},182 L${cx - 6},214 L${cx - 2},194 Z`, p.shirt || '#ffffff') +
        path(`M${cx + 26},182 L${cx + 6},214 L${cx + 2},194 Z`, p.shirt || '#ffffff') +
        path(`M${cx - 22},184 Q${cx},200 ${cx + 22},184 L${cx},204Z`, skinS);
    else if (p.collar === 'turtle')
      s +=
        path(`M${cx - 26},174 Q${cx},188 ${cx + 26},174 L${cx + 30},196 Q${cx},210 ${cx - 30},196 Z`, shade(cl, 0.08)) +
        path(`M${cx - 30},196 Q${cx},210 ${cx + 30},196`, 'none', `stroke="${clS}" stroke-width="1.5"`);
    else s += path(`M${cx - 30},186 Q${cx},206 ${cx + 30},186`, 'none', `stroke="${shade(cl, -0.35)}" stroke-width="4"`);
    if (p.jacket)
      s +=
        path(`M${cx - 112},256 C${cx - 108},214 ${cx - 86},196 ${cx - 42},186 L${cx - 18},256 Z`, p.jacket) +
        path(`M${cx + 112},256 C${cx + 108},214 ${cx + 86},196 ${cx + 42},186 L${cx + 18},256 Z`, p.jacket) +
        path(`M${cx - 42},186 L${cx - 30},214 L${cx - 18},256`, 'none', `stroke="${shade(p.jacket, -0.3)}" stroke-width="1.5"`) +
        path(`M${cx + 42},186 L${cx + 30},214 L${cx + 18},256`, 'none', `stroke="${shade(p.jacket, -0.3)}" stroke-width="1.5"`);
    // ears
    s += el(cx - 50, 112, 9, 14, skinS) + el(cx + 50, 112, 9, 14, skinS);
    if (p.earrings) s += circ(cx - 51, 130, 3.5, p.earrings) + circ(cx + 51, 130, 3.5, p.earrings);
    // head
    const jaw = p.jaw || 0;
    s += path(
      `M${cx - 50},96 C${cx - 52},138 ${cx - 40 + jaw},164 ${cx},170 C${cx + 40 - jaw},164 ${cx + 52},138 ${cx + 50},96 C${cx + 48},50 ${cx - 48},50 ${cx - 50},96Z`,
      rg(
        [
          [0, skinH],
          [0.7, skin],
          [1, skinS],
        ],
        0.45,
        0.4,
        0.65,
      ),
    );
    // beard
    if (p.beard)
      s +=
        path(
          `M${cx - 49},112 C${cx - 48},150 ${cx - 30},170 ${cx},172 C${cx + 30},170 ${cx + 48},150 ${cx + 49},112 C${cx + 42},128 ${cx + 36},138 ${cx + 22},140 Q${cx},132 ${cx - 22},140 C${cx - 36},138 ${cx - 42},128 ${cx - 49},112Z`,
          hair,
          'opacity="0.92"',
        ) + path(`M${cx - 14},146 Q${cx},152 ${cx + 14},146 Q${cx},156 ${cx - 14},146Z`, shade(skin, -0.4));
    // blush
    s += circ(cx - 30, 130, 11, '#e8786a', 'opacity="0.16"') + circ(cx + 30, 130, 11, '#e8786a', 'opacity="0.16"');
    // eyes
    const ey = 112,
      eyeC = p.eyes || '#3b2a1f';
    for (const ex of [cx - 21, cx + 21]) {
      s += el(ex, ey, 8.5, 5.8, '#fbfaf7') + circ(ex + 0.5, ey + 0.3, 4.4, eyeC) + circ(ex + 0.5, ey + 0.3, 2.2, '#0d0a08') + circ(ex + 2, ey - 1.4, 1.3, '#ffffff');
      s += path(`M${ex - 9},${ey - 1} Q${ex},${ey - 9} ${ex + 9},${ey - 1}`, 'none', `stroke="${shade(skin, -0.55)}" stroke-width="1.8" stroke-linecap="round"`);
    }
    // brows
    const bc = p.brows || hairS;
    s += path(`M${cx - 32},${ey - 14} Q${cx - 21},${ey - 20} ${cx - 10},${ey - 15}`, 'none', `stroke="${bc}" stroke-width="3.6" stroke-linecap="round"`);
    s += path(`M${cx + 10},${ey - 15} Q${cx + 21},${ey - 20} ${cx + 32},${ey - 14}`, 'none', `stroke="${bc}" stroke-width="3.6" stroke-linecap="round"`);
    // nose
    s += path(
      `M${cx - 2},${ey + 4} Q${cx - 7},${ey + 20} ${cx - 6},${ey + 23} Q${cx},${ey + 27} ${cx + 7},${ey + 22}`,
      'none',
      `stroke="${shade(skin, -0.32)}" stroke-width="2" stroke-linecap="round"`,
    );
    // smile
    if (!p.beard)
      s +=
        path(`M${cx - 17},144 Q${cx},160 ${cx + 17},144 Q${cx},152 ${cx - 17},144Z`, '#8a3b34') +
        path(`M${cx - 13},146 Q${cx},152 ${cx + 13},146 L${cx + 11},148 Q${cx},152 ${cx - 11},148Z`, '#ffffff');
    else
      s +=
        path(`M${cx - 15},143 Q${cx},156 ${cx + 15},143 Q${cx},150 ${cx - 15},143Z`, '#7a3530') + path(`M${cx - 11},145 Q${cx},150 ${cx + 11},145 L${cx + 9},147 Q${cx},150 ${cx - 9},147Z`, '#ffffff');
    if (p.lips) s += path(`M${cx - 17},144 Q${cx},160 ${cx + 17},144 Q${cx},162 ${cx - 17},144Z`, p.lips, 'opacity="0.85"');
    // hair on top
    const hg = lg([
      [0, hairH],
      [0.6, hair],
      [1, hairS],
    ]);
    if (p.hairStyle === 'short')
      s += path(
        `M${cx - 53},104 C${cx - 60},60 ${cx - 30},40 ${cx + 4},42 C${cx + 40},40 ${cx + 62},62 ${cx + 53},104 C${cx + 50},86 ${cx + 44},76 ${cx + 30},72 C${cx + 10},80 ${cx - 20},78 ${cx - 36},72 C${cx - 46},80 ${cx - 50},90 ${cx - 53},104Z`,
        hg,
      );
    if (p.hairStyle === 'side')
      s +=
        path(
          `M${cx - 54},110 C${cx - 62},56 ${cx - 24},36 ${cx + 8},40 C${cx + 46},42 ${cx + 64},66 ${cx + 54},110 C${cx + 52},88 ${cx + 44},74 ${cx + 36},70 C${cx + 10},84 ${cx - 30},78 ${cx - 44},66 C${cx - 48},80 ${cx - 52},92 ${cx - 54},110Z`,
          hg,
        ) + path(`M${cx - 44},66 C${cx - 20},50 ${cx + 20},52 ${cx + 36},70`, 'none', `stroke="${hairH}" stroke-width="2" opacity="0.6"`);
    if (p.hairStyle === 'long' || p.hairStyle === 'bun-long')
      s += path(
        `M${cx - 56},120 C${cx - 64},52 ${cx - 24},38 ${cx + 4},40 C${cx + 40},40 ${cx + 66},56 ${cx + 56},120 C${cx + 52},92 ${cx + 40},76 ${cx + 20},68 C${cx},80 ${cx - 30},84 ${cx - 46},86 C${cx - 50},96 ${cx - 54},106 ${cx - 56},120Z`,
        hg,
      );
    if (p.hairStyle === 'bun' || p.hairStyle === 'bun-long')
      s +=
        circ(cx + 4, 36, 22, hg) +
        path(
          `M${cx - 52},104 C${cx - 58},56 ${cx - 24},44 ${cx},46 C${cx + 28},44 ${cx + 58},56 ${cx + 52},104 C${cx + 46},80 ${cx + 30},68 ${cx},68 C${cx - 30},68 ${cx - 46},80 ${cx - 52},104Z`,
          hg,
        );
    if (p.hairStyle === 'afro')
      s += g(
        path(
          `M${cx - 54},104 C${cx - 60},54 ${cx - 30},40 ${cx},40 C${cx + 30},40 ${cx + 60},54 ${cx + 54},104 C${cx + 48},82 ${cx + 34},72 ${cx},72 C${cx - 34},72 ${cx - 48},82 ${cx - 54},104Z`,
          hair,
        ),
        `filter="${foliage(3, 0.2, 0.4)}"`,
      );
    if (p.hairStyle === 'bald')
      s +=
        path(`M${cx - 51},104 C${cx - 54},70 ${cx - 46},62 ${cx - 40},60 L${cx - 44},96Z M${cx + 51},104 C${cx + 54},70 ${cx + 46},62 ${cx + 40},60 L${cx + 44},96Z`, hair, 'opacity="0.85"') +
        el(cx - 12, 66, 22, 10, '#ffffff', 'opacity="0.18"');
    if (p.hat) s += path(`M${cx - 58},82 C${cx - 56},30 ${cx + 56},30 ${cx + 58},82 Z`, p.hat) + el(cx, 82, 62, 8, shade(p.hat, -0.2));
    // glasses
    if (p.glasses) {
      const gc = p.glasses;
      s +=
        `<rect x="${cx - 35}" y="${ey - 11}" width="28" height="21" rx="6" fill="#ffffff" fill-opacity="0.12" stroke="${gc}" stroke-width="3"/><rect x="${cx + 7}" y="${ey - 11}" width="28" height="21" rx="6" fill="#ffffff" fill-opacity="0.12" stroke="${gc}" stroke-width="3"/>` +
        line(cx - 7, ey - 3, cx + 7, ey - 3, gc, 2.5) +
        line(cx - 35, ey - 4, cx - 49, ey - 6, gc, 2.5) +
        line(cx + 35, ey - 4, cx + 49, ey - 6, gc, 2.5);
    }
    s += vignette(W, H, 0.18);
    return s;
  }

  // ---------------------------------------------------------------- 3D camera + projected faces
  // A pinhole camera with zero pitch (vertical lines stay vertical, like an architectural photo).
  // World: x right, y up, z away from the viewer, in metres.
  function camera(o) {
    const yaw = ((o.yaw || 0) * Math.PI) / 180,
      cy = Math.cos(yaw),
      sy = Math.sin(yaw);
    const [px, py, pz] = o.pos,
      fl = o.f,
      cx = o.W / 2,
      hy = o.horizon;
    const C = {
      pos: o.pos,
      P(X, Y, Z) {
        const dx = X - px,
          dz = Z - pz;
        const x = dx * cy - dz * sy,
          z = dx * sy + dz * cy;
        return [cx + (fl * x) / z, hy - (fl * (Y - py)) / z];
      },
      depth(X, Z) {
        return (X - px) * sy + (Z - pz) * cy;
      },
      s(X, Z) {
        return fl / C.depth(X, Z);
      }, // pixels per metre at that spot
      // polygon on the ground (pts = [[x,z],...]) or in 3D (pts = [[x,y,z],...]), clipped to the near plane
      ground(pts, fill, a) {
        const P3 = pts.map((p) => (p.length === 2 ? [p[0], 0, p[1]] : p));
        const out = [],
          near = 0.5,
          d = (p) => C.depth(p[0], p[2]) - near;
        for (let i = 0; i < P3.length; i++) {
          const A = P3[i],
            B = P3[(i + 1) % P3.length],
            da = d(A),
            db = d(B);
          if (da >= 0) out.push(A);
          if (da >= 0 !== db >= 0) {
            const t = da / (da - db);
            out.push([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
          }
        }
        return out.length > 2
          ? poly(
              out.map((p) => C.P(p[0], p[1], p[2])),
              fill,
              a,
            )
          : '';
      },
    };
    return C;
  }
  // homography taking the local rect (0,0)-(w,h) onto screen quad q = [tl, tr, br, bl]
  function homography(q, w, h) {
    const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
    const dx1 = x1 - x2,
      dx2 = x3 - x2,
      dx3 = x0 - x1 + x2 - x3,
      dy1 = y1 - y2,
      dy2 = y3 - y2,
      dy3 = y0 - y1 + y2 - y3;
    let a, b, c, d, e, ff, gg, hh;
    const det = dx1 * dy2 - dx2 * dy1;
    gg = (dx3 * dy2 - dx2 * dy3) / det;
    hh = (dx1 * dy3 - dx3 * dy1) / det;
    a = x1 - x0 + gg * x1;
    b = x3 - x0 + hh * x3;
    c = x0;
    d = y1 - y0 + gg * y1;
    e = y3 - y0 + hh * y3;
    ff = y0;
    const m = [a / w, d / w, 0, gg / w, b / h, e / h, 0, hh / h, 0, 0, 1, 0, c, ff, 0, 1];
    return `matrix3d(${m.map((v) => (Math.abs(v) < 1e-12 ? 0 : +v.toPrecision(9))).join(',')})`;
  }
  let SCENE = { W: 800, H: 520 };
  const openFull = () => `<svg viewBox="0 0 ${SCENE.W} ${SCENE.H}" width="${SCENE.W}" height="${SCENE.H}" style="position:absolute;left:0;top:0;overflow:visible">`;
  // a flat drawing in local units mapped (in true perspective) onto screen quad q; must be used at top level of the scene
  function face(q, w, h, inner) {
    return (
      `</svg><svg viewBox="0 0 ${f(w)} ${f(h)}" width="${f(w)}" height="${f(h)}" style="position:absolute;left:0;top:0;overflow:visible;transform-origin:0 0;transform:${homography(q, w, h)}">${inner}</svg>` +
      openFull()
    );
  }
  // wall between ground points A=[x,z] and B=[x,z] from y0 to y1 (metres); local units = S per metre, origin at top-left (A, y1)
  // mirror=true draws its reflection in a water plane at y = mirror level (0 by default, or a number)
  function wall(C, A, B, y0, y1, S, inner, mirror) {
    const len = Math.hypot(B[0] - A[0], B[1] - A[1]);
    const m = mirror === undefined || mirror === false ? null : mirror === true ? 0 : mirror;
    const Y = (y) => (m === null ? y : 2 * m - y);
    const q = [C.P(A[0], Y(y1), A[1]), C.P(B[0], Y(y1), B[1]), C.P(B[0], Y(y0), B[1]), C.P(A[0], Y(y0), A[1])];
    return face(q, len * S, (y1 - y0) * S, typeof inner === 'function' ? inner(len * S, (y1 - y0) * S) : inner);
  }
  // any planar quad given by 4 world points [tl,tr,br,bl]; w,h = local size
  function plane3(C, pts, w, h, inner, mirror) {
    const m = mirror === undefined || mirror === false ? null : mirror === true ? 0 : mirror;
    return face(
      pts.map((p) => C.P(p[0], m === null ? p[1] : 2 * m - p[1], p[2])),
      w,
      h,
      typeof inner === 'function' ? inner(w, h) : inner,
    );
  }

  // horizontal rectangle x0..x1, z0..z1 at height y; local top edge = far side (z1)
  function hplane(C, x0, x1, z0, z1, y, S, inner, mirror) {
    const w = (x1 - x0) * S,
      h = (z1 - z0) * S;
    return plane3(
      C,
      [
        [x0, y, z1],
        [x1, y, z1],
        [x1, y, z0],
        [x0, y, z0],
      ],
      w,
      h,
      typeof inner === 'function' ? inner(w, h) : inner,
      mirror,
    );
  }

  // ---------------------------------------------------------------- interiors
  // A box room seen from inside: floor, ceiling, side walls and back wall, each a flat drawing
  // (a function (w, h) => svg in local units, S per metre, or a colour). The room spans x0..x1 and
  // z0..z1 (z1 = back wall; z0 = the nearest depth drawn, in front of the camera), height h.
  const fillOf = (inner) => (typeof inner === 'function' ? inner : (w, h) => rect(0, 0, w, h, inner));
  function room(C, o) {
    const { x0, x1, z0, z1, h, S } = o;
    return (
      hplane(C, x0, x1, z0, z1, 0, S, fillOf(o.floor)) +
      plane3(
        C,
        [
          [x0, h, z0],
          [x1, h, z0],
          [x1, h, z1],
          [x0, h, z1],
        ],
        (x1 - x0) * S,
        (z1 - z0) * S,
        fillOf(o.ceiling),
      ) +
      wall(C, [x0, z0], [x0, z1], 0, h, S, fillOf(o.left)) +
      wall(C, [x1, z1], [x1, z0], 0, h, S, fillOf(o.right)) +
      wall(C, [x0, z1], [x1, z1], 0, h, S, fillOf(o.back))
    );
  }
  // a box (furniture) x xa..xb, y ya..yb, z za..zb: the faces the camera sees, each a colour or a
  // drawing; o = {top, front, back, left, right} (front faces the camera, at za)
  function box3(C, xa, xb, ya, yb, za, zb, S, o) {
    const [cx, cy, cz] = C.pos;
    let s = '';
    if (cx < xa && o.left) s += wall(C, [xa, zb], [xa, za], ya, yb, S, fillOf(o.left));
    if (cx > xb && o.right) s += wall(C, [xb, za], [xb, zb], ya, yb, S, fillOf(o.right));
    if (cz < za && o.front) s += wall(C, [xa, za], [xb, za], ya, yb, S, fillOf(o.front));
    if (cz > zb && o.back) s += wall(C, [xb, zb], [xa, zb], ya, yb, S, fillOf(o.back));
    if (cy > yb && o.top) s += hplane(C, xa, xb, za, zb, yb, S, fillOf(o.top));
    if (cy < ya && o.bottom)
      s += plane3(
        C,
        [
          [xa, ya, za],
          [xb, ya, za],
          [xb, ya, zb],
          [xa, ya, zb],
        ],
        (xb - xa) * S,
        (zb - za) * S,
        fillOf(o.bottom),
      );
    return s;
  }
  // a box in one colour, its faces shaded as lit from the left and above
  const solid = (C, xa, xb, ya, yb, za, zb, S, color, o = {}) =>
    box3(C, xa, xb, ya, yb, za, zb, S, {
      top: shade(color, 0.12),
      front: color,
      back: shade(color, -0.12),
      left: shade(color, o.leftLit ? 0.06 : -0.18),
      right: shade(color, o.leftLit ? -0.18 : 0.06),
      bottom: shade(color, -0.3),
    });
  // wood planks for floors (local units), running away from the viewer
  function planks(color, w = 9, len = 60) {
    let s = '';
    for (let i = 0; i < 6; i++)
      for (let j = 0; j < 3; j++) {
        const y = ((i * 0.37) % 1) * len + j * len;
        s += rect(i * w, y - len, w, len, jitter(color, 0.07)) + rect(i * w, y - 0.5, w, 0.6, shade(color, -0.3), 'opacity="0.5"');
      }
    for (let i = 0; i < 6; i++) s += rect(i * w + w - 0.4, 0, 0.4, len * 2, shade(color, -0.35), 'opacity="0.6"');
    return pattern(w * 6, len * 2, s);
  }
  // square tiles (floors, splashbacks) in local units
  function tileGrid(color, size = 6, grout = '#d9d6cf', gw = 0.35) {
    let s = rect(0, 0, size * 4, size * 4, grout);
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) s += rect(c * size + gw / 2, r * size + gw / 2, size - gw, size - gw, jitter(color, 0.05));
    return pattern(size * 4, size * 4, s);
  }
  // soft light falling from a window onto a surface (local units)
  const lightPatch = (x, y, w, h, color = '#fff6e0', op = 0.35) => g(rect(x, y, w, h, color, `opacity="${op}"`), `filter="${blur(Math.max(2, w * 0.06))}"`);
  // a framed picture on a wall (local units)
  function artwork(x, y, w, h, palette, frame = '#2b2b2b') {
    let s = rect(x - 1.2, y - 1.2, w + 2.4, h + 2.4, frame) + rect(x, y, w, h, '#f4f1ea');
    const inner = clip(rect(x + w * 0.08, y + h * 0.08, w * 0.84, h * 0.84, '#000'));
    let a = rect(x + w * 0.08, y + h * 0.08, w * 0.84, h * 0.84, palette[0]);
    for (let i = 0; i < 5; i++) a += circ(x + rnd(0.1, 0.9) * w, y + rnd(0.1, 0.9) * h, rnd(0.12, 0.35) * Math.min(w, h), pick(palette.slice(1)), `opacity="${f(rnd(0.6, 0.95))}"`);
    s += g(a, inner);
    return s + rect(x, y + h + 1.2, w, 2, '#000', 'opacity="0.12"');
  }
  // a potted plant standing at screen point (x, y), s pixels tall
  function pottedPlant(x, y, s, o = {}) {
    const pot = o.pot || '#d8d2c8';
    let out = el(x, y, s * 0.28, s * 0.05, '#000', `opacity="0.25" filter="${blur(s * 0.04)}"`);
    out += path(
      `M${f(x - s * 0.16)},${f(y - s * 0.3)}L${f(x + s * 0.16)},${f(y - s * 0.3)}L${f(x + s * 0.12)},${f(y)}L${f(x - s * 0.12)},${f(y)}Z`,
      lg(
        [
          [0, shade(pot, 0.08)],
          [1, shade(pot, -0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += bush(x, y - s * 0.28, s * 0.42, { pal: o.pal || ['#23401f', '#3d6b2c', '#7aa650'], n: 12, shadow: false, wf: 0.9 });
    return out;
  }

  // ---------------------------------------------------------------- floor plans
  // An architect's plan on paper, in feet: o = {title, width, depth (the outline), rooms: [{name, x, y,
  // w, h, fill?}], doors: [{x, y, r, a}] (hinge, radius, start angle in degrees: the leaf and its swing),
  // windows: [{x, y, len, v}] (on the outline, v = vertical), stairs: [{x, y, w, h, n}]}
  function floorPlan(W, H, o) {
    const ink = '#2d3136',
      margin = 70,
      k = Math.min((W - margin * 2) / o.width, (H - margin * 2 - 40) / o.depth);
    const ox = (W - o.width * k) / 2,
      oy = 40 + (H - 40 - o.depth * k) / 2;
    const X = (x) => ox + x * k,
      Y = (y) => oy + y * k;
    const font = 'font-family="DejaVu Sans, Arial, sans-serif"';
    let s = rect(0, 0, W, H, '#fbfaf6');
    s += `<text x="${W / 2}" y="46" text-anchor="middle" ${font} font-size="24" font-weight="bold" fill="${ink}">${o.title}</text>`;
    for (const r of o.rooms) s += rect(X(r.x), Y(r.y), r.w * k, r.h * k, r.fill || '#f1ede4');
    for (const st of o.stairs || []) for (let i = 0; i <= st.n; i++) s += line(X(st.x), Y(st.y + (i * st.h) / st.n), X(st.x + st.w), Y(st.y + (i * st.h) / st.n), ink, 1.2);
    for (const r of o.rooms) s += `<rect x="${f(X(r.x))}" y="${f(Y(r.y))}" width="${f(r.w * k)}" height="${f(r.h * k)}" fill="none" stroke="${ink}" stroke-width="4"/>`;
    s += `<rect x="${f(X(0))}" y="${f(Y(0))}" width="${f(o.width * k)}" height="${f(o.depth * k)}" fill="none" stroke="${ink}" stroke-width="9"/>`;
    for (const w of o.windows || []) {
      const [x1, y1, x2, y2] = w.v ? [X(w.x), Y(w.y), X(w.x), Y(w.y + w.len)] : [X(w.x), Y(w.y), X(w.x + w.len), Y(w.y)];
      s +=
        line(x1, y1, x2, y2, '#fbfaf6', 9) +
        line(x1 + (w.v ? -3 : 0), y1 + (w.v ? 0 : -3), x2 + (w.v ? -3 : 0), y2 + (w.v ? 0 : -3), ink, 1.2) +
        line(x1 + (w.v ? 3 : 0), y1 + (w.v ? 0 : 3), x2 + (w.v ? 3 : 0), y2 + (w.v ? 0 : 3), ink, 1.2);
    }
    for (const d of o.doors || []) {
      const a = (d.a * Math.PI) / 180,
        b = a + Math.PI / 2,
        r = d.r * k,
        hx = X(d.x),
        hy = Y(d.y);
      const ex = hx + Math.cos(a) * r,
        ey = hy + Math.sin(a) * r,
        lx = hx + Math.cos(b) * r,
        ly = hy + Math.sin(b) * r;
      s +=
        line(hx, hy, ex, ey, '#fbfaf6', 10) +
        line(hx, hy, lx, ly, ink, 2) +
        `<path d="M${f(ex)},${f(ey)} A${f(r)},${f(r)} 0 0 1 ${f(lx)},${f(ly)}" fill="none" stroke="${ink}" stroke-width="1" stroke-dasharray="4 3"/>`;
    }
    for (const r of o.rooms) {
      if (!r.name) continue;
      const cx = X(r.x + r.w / 2),
        cy = Y(r.y + r.h / 2),
        small = r.w * k < 110;
      s += `<text x="${f(cx)}" y="${f(cy - 2)}" text-anchor="middle" ${font} font-size="${small ? 13 : 16}" font-weight="bold" fill="${ink}">${r.name}</text>`;
      s += `<text x="${f(cx)}" y="${f(cy + 16)}" text-anchor="middle" ${font} font-size="${small ? 11 : 13}" fill="#5d636a">${Math.round(r.w)}′ × ${Math.round(r.h)}′</text>`;
    }
    // overall dimensions and a north arrow
    s +=
      line(X(0), Y(o.depth) + 26, X(o.width), Y(o.depth) + 26, '#5d636a', 1) +
      line(X(0), Y(o.depth) + 20, X(0), Y(o.depth) + 32, '#5d636a', 1) +
      line(X(o.width), Y(o.depth) + 20, X(o.width), Y(o.depth) + 32, '#5d636a', 1);
    s += `<text x="${f(X(o.width / 2))}" y="${f(Y(o.depth) + 46)}" text-anchor="middle" ${font} font-size="14" fill="#5d636a">${o.width}′</text>`;
    s +=
      path(`M${W - 44},${H - 70} L${W - 34},${H - 40} L${W - 44},${H - 48} L${W - 54},${H - 40}Z`, ink) +
      `<text x="${W - 44}" y="${H - 76}" text-anchor="middle" ${font} font-size="14" font-weight="bold" fill="${ink}">N</text>`;
    return s;
  }

  // ---------------------------------------------------------------- 360° panoramas (equirectangular)
  // The viewer stands at the origin, eyes at y = 0 (x right, y up, z ahead = the picture's centre).
  // Straight edges become curves, so shapes are drawn from 3D points, each edge cut into short steps,
  // and drawn three times (shifted a picture's width either way) so that they wrap around the seam.
  function sphere(W, H) {
    const P = (x, y, z) => [(Math.atan2(x, z) / (2 * Math.PI) + 0.5) * W, (0.5 - Math.atan2(y, Math.hypot(x, z)) / Math.PI) * H];
    const unwrap = (pts) => {
      for (let i = 1; i < pts.length; i++) {
        while (pts[i][0] - pts[i - 1][0] > W / 2) pts[i][0] -= W;
        while (pts[i][0] - pts[i - 1][0] < -W / 2) pts[i][0] += W;
      }
      return pts;
    };
    const steps = (a, b, n) => [...Array(n)].map((_, j) => P(a[0] + ((b[0] - a[0]) * j) / n, a[1] + ((b[1] - a[1]) * j) / n, a[2] + ((b[2] - a[2]) * j) / n));
    const thrice = (draw) => [-W, 0, W].map(draw).join('');
    const S = {
      P,
      // a flat 3D polygon (it must not surround the viewer)
      poly3(pts, fill, a, n = 24) {
        const q = unwrap(pts.flatMap((p, i) => steps(p, pts[(i + 1) % pts.length], n)));
        return thrice((dx) =>
          poly(
            q.map((p) => [p[0] + dx, p[1]]),
            fill,
            a,
          ),
        );
      },
      line3(A, B, stroke, w = 1, a, n = 24) {
        const q = unwrap([...steps(A, B, n), P(...B)]);
        return thrice((dx) => path(polyline(q.map((p) => [p[0] + dx, p[1]])), 'none', `stroke="${stroke}" stroke-width="${f(w)}"${attrs(a)}`));
      },
      // a horizontal plane at height y around the viewer, out to distance dist(lon) in each direction
      cap(y, dist, fill, a) {
        const pts = [];
        for (let u = 0; u <= W; u += 4) {
          const lon = (u / W - 0.5) * 2 * Math.PI;
          pts.push([u, (0.5 - Math.atan2(y, dist(lon)) / Math.PI) * H]);
        }
        const edge = y < 0 ? H : 0;
        return poly([[0, edge], ...pts, [W, edge]], fill, a);
      },
      // how far a box x0..x1, z0..z1 around the viewer reaches in direction lon
      boxDistance: (x0, x1, z0, z1) => (lon) => {
        const sx = Math.sin(lon),
          cz = Math.cos(lon);
        return Math.min(sx > 1e-9 ? x1 / sx : sx < -1e-9 ? x0 / sx : Infinity, cz > 1e-9 ? z1 / cz : cz < -1e-9 ? z0 / cz : Infinity);
      },
      // a box's faces the viewer sees, shaded as lit from above
      box(xa, xb, ya, yb, za, zb, color, n = 12) {
        let t = '';
        if (xb < 0)
          t += S.poly3(
            [
              [xb, ya, za],
              [xb, yb, za],
              [xb, yb, zb],
              [xb, ya, zb],
            ],
            shade(color, -0.12),
            '',
            n,
          );
        if (xa > 0)
          t += S.poly3(
            [
              [xa, ya, za],
              [xa, yb, za],
              [xa, yb, zb],
              [xa, ya, zb],
            ],
            shade(color, -0.12),
            '',
            n,
          );
        if (zb < 0)
          t += S.poly3(
            [
              [xa, ya, zb],
              [xb, ya, zb],
              [xb, yb, zb],
              [xa, yb, zb],
            ],
            shade(color, -0.05),
            '',
            n,
          );
        if (za > 0)
          t += S.poly3(
            [
              [xa, ya, za],
              [xb, ya, za],
              [xb, yb, za],
              [xa, yb, za],
            ],
            shade(color, -0.05),
            '',
            n,
          );
        if (yb < 0)
          t += S.poly3(
            [
              [xa, yb, za],
              [xb, yb, za],
              [xb, yb, zb],
              [xa, yb, zb],
            ],
            shade(color, 0.1),
            '',
            n,
          );
        return t;
      },
      // a rectangle on the wall x = const or z = const: u along the wall, from u0 to u1, heights y0..y1
      onWall(wall, at, u0, u1, y0, y1, fill, a) {
        const pt = (u, y) => (wall === 'x' ? [at, y, u] : [u, y, at]);
        return S.poly3([pt(u0, y0), pt(u1, y0), pt(u1, y1), pt(u0, y1)], fill, a);
      },
      // a screen-space drawing (tree, bush) standing on the ground at (x, y, z), repeated across the seam
      at(x, y, z, draw) {
        const [u, v] = P(x, y, z);
        return thrice((dx) => draw(u + dx, v, Math.hypot(x, z)));
      },
    };
    return S;
  }

  // ---------------------------------------------------------------- render
  function render(W, H, build, o = {}) {
    seed(o.seed || 1);
    SCENE = { W, H };
    const body = build();
    const k = window.innerWidth / W;
    document.body.style.margin = '0';
    document.body.style.overflow = 'hidden';
    document.body.style.background = '#000';
    document.body.innerHTML =
      `<svg width="0" height="0" style="position:absolute"><defs>${DEFS.join('')}</defs></svg>` +
      `<div style="position:absolute;left:0;top:0;width:${W}px;height:${H}px;overflow:hidden;transform-origin:0 0;transform:scale(${k})">${openFull()}${body}</svg></div>`;
  }

  Object.assign(G, {
    rng,
    seed,
    rnd,
    pick,
    mix,
    shade,
    jitter,
    lg,
    lgU,
    rg,
    blur,
    foliage,
    cloudF,
    relief,
    mottle,
    grassF,
    waterF,
    clip,
    pattern,
    plane,
    add,
    rect,
    el,
    circ,
    poly,
    path,
    line,
    g,
    polyline,
    SKIES,
    sky,
    sun,
    cloud,
    cloudBank,
    streaks,
    haze,
    vignette,
    grain,
    tint,
    ridge,
    mountain,
    hills,
    grass,
    lawn,
    GREENS,
    canopy,
    tree,
    bush,
    hedge,
    pine,
    palm,
    flowers,
    siding,
    bricks,
    boards,
    logs,
    shingles,
    tiles,
    seams,
    win,
    door,
    garageDoor,
    eaveShadow,
    groundAO,
    shadowPoly,
    picketFence,
    railing,
    glassRail,
    water,
    reflect,
    avatar,
    glazing,
    hplane,
    render,
    f,
    camera,
    face,
    wall,
    plane3,
    homography,
    room,
    box3,
    solid,
    planks,
    tileGrid,
    lightPatch,
    artwork,
    pottedPlant,
    floorPlan,
    sphere,
  });
})(window);

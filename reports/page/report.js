// paritykit's HTML report: draws the page from the model in #pk-data (reports/src/page_model.cpp).
// Every string of the model is written with textContent or as an attribute value, never parsed
// as markup, so a config title or a tool's stderr cannot add an element to the page.
'use strict';

const SVG = 'http://www.w3.org/2000/svg';
const model = JSON.parse(document.getElementById('pk-data').textContent);
const app = document.getElementById('app');
const PAGE_ROWS = 400;  // rows a table shows before "show all": the page stays quick on any report

/// el('div', {class: 'x'}, child, 'text', ...): an element; strings become text nodes.
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'onclick') node.addEventListener('click', v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    node.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)));
  }
  return node;
}

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  for (const c of children) if (c) node.appendChild(c);
  return node;
}

function svgTitle(text) {
  const t = document.createElementNS(SVG, 'title');
  t.textContent = text;
  return t;
}

/// A figure as the reports write it: a number, or "inf" / "-inf" / "nan".
function num(v) {
  if (typeof v === 'number') return v;
  if (v === 'inf') return Infinity;
  if (v === '-inf') return -Infinity;
  return NaN;
}

function fmt(v, digits) {
  const x = num(v);
  if (v === undefined || v === null) return '-';
  if (!Number.isFinite(x)) return String(v);
  if (x !== 0 && (Math.abs(x) < 1e-3 || Math.abs(x) >= 1e6)) return x.toExponential(2);
  return x.toFixed(digits === undefined ? 3 : digits).replace(/\.?0+$/, '') || '0';
}

function plural(n, noun) { return n + ' ' + noun + (n === 1 ? '' : 's'); }

/// A fraction in [0, 1] to 3 digits, rounded down: 0.9996 is not "1".
function frac(v) { const x = num(v); return Number.isFinite(x) ? (Math.floor(x * 1000) / 1000).toFixed(3) : fmt(v); }

function pct(v) { return v === undefined || v === null ? '-' : (100 * num(v)).toFixed(1) + '%'; }

function badge(text, cls) { return el('span', {class: 'badge ' + (cls || '')}, text); }

/// A horizontal bar: value in [0, 1] of the track, an optional marker (e.g. a threshold).
function bar(fraction, cls, label, marker) {
  const f = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 1));
  const track = el('span', {class: 'bar ' + (cls || ''), title: label || ''},
                   el('span', {class: 'fill', style: 'width:' + (100 * f).toFixed(1) + '%'}));
  if (marker !== undefined) track.appendChild(el('span', {class: 'marker', style: 'left:' + (100 * marker).toFixed(1) + '%'}));
  return el('span', {class: 'barcell'}, track, el('span', {class: 'barlabel'}, label || ''));
}

/// A sortable table over `rows`: columns [{label, value(row) -> sort key, cell(row) -> node or text,
/// cls}]. The first PAGE_ROWS rows are drawn; "show all" draws the rest.
function table(columns, rows, opts) {
  opts = opts || {};
  let order = rows.slice();
  let sortBy = -1, ascending = true, showAll = rows.length <= PAGE_ROWS;
  const tbody = el('tbody');
  const more = el('button', {type: 'button', class: 'more'});
  const heads = columns.map((c, i) => el('th', {class: c.cls, scope: 'col', title: 'sort by ' + c.label,
                                                 onclick: () => sort(i)}, c.label));
  const t = el('table', {class: 'data sortable ' + (opts.cls || ''), id: opts.id}, el('thead', {}, el('tr', {}, heads)), tbody);
  function draw() {
    tbody.textContent = '';
    const shown = showAll ? order : order.slice(0, PAGE_ROWS);
    const frag = document.createDocumentFragment();
    for (const r of shown) {
      const tr = el('tr', opts.rowAttrs ? opts.rowAttrs(r) : {});
      for (const c of columns) {
        const v = c.cell ? c.cell(r) : c.value(r);
        tr.appendChild(el('td', {class: c.cls}, v === undefined || v === null ? '-' : v));
      }
      frag.appendChild(tr);
    }
    tbody.appendChild(frag);
    more.textContent = 'show all ' + order.length + ' rows';
    more.hidden = showAll;
  }
  function sort(i) {
    ascending = sortBy === i ? !ascending : true;
    sortBy = i;
    const key = columns[i].value;
    order = rows.slice().sort((a, b) => {
      const x = key(a), y = key(b);
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), undefined, {numeric: true});
      return ascending ? c : -c;
    });
    heads.forEach((h, j) => h.setAttribute('aria-sort', j === i ? (ascending ? 'ascending' : 'descending') : 'none'));
    draw();
  }
  more.addEventListener('click', () => { showAll = true; draw(); });
  draw();
  return el('div', {class: 'tablewrap'}, t, more);
}

function section(id, title, ...children) {
  return el('section', {id: id}, el('h2', {}, title), ...children);
}

function lines(start, list, mark) {
  const pre = el('pre', {class: 'code'});
  list.forEach((text, i) => {
    const n = start + i;
    pre.appendChild(el('span', {class: 'line' + (n === mark ? ' hit' : '')}, el('span', {class: 'ln'}, String(n)), text + '\n'));
  });
  return pre;
}

// ------------------------------------------------------------------ status vocabulary

const STATUS = {
  IDENTICAL: ['ID', 'identical IR'],
  BOTH_REJECTED: ['BR', 'both rejected, as expected'],
  MISMATCH: ['MM', 'IR differs'],
  REASON_DRIFT: ['RD', 'reject reasons differ'],
  ASYMMETRIC: ['AS', 'one engine accepted'],
  CRASH: ['CR', 'an engine crashed'],
  EXPECTATION_FAILED: ['EF', 'not what the config expects'],
};
function statusCls(s) { return 'st-' + (STATUS[s] ? s : 'UNKNOWN'); }

// ------------------------------------------------------------------ summary band

function summaryBand() {
  const cards = [];
  model.parity.forEach((p, pi) => {
    const pass = p.gate === 'pass';
    const counts = Object.entries(p.summary).filter(([, n]) => n > 0)
        .map(([s, n]) => badge(s + ' ' + n, statusCls(s)));
    const toolchain = word => Object.entries(p.toolchain_counts).filter(([k]) => k.includes(word)).reduce((a, [, n]) => a + n, 0);
    const unvalidated = toolchain('unvalidated'), toolFailed = toolchain('fail'), statically = toolchain('validated_static');
    const execs = {};
    for (const x of p.executions) execs[x.status] = (execs[x.status] || 0) + 1;
    cards.push(el('div', {class: 'card ' + (pass ? 'pass' : 'fail'), 'data-gate': p.gate},
        el('div', {class: 'verdict'}, 'Parity gate ' + (pass ? 'PASS' : 'FAIL')),
        el('div', {class: 'facts'}, p.cells.length + ' results, ' + p.rows.length + ' configs x ' + p.flavors.length +
           ' flavors (' + p.flavors.join(', ') + '); ' + p.run.engine_a + ' vs ' + p.run.engine_b),
        el('div', {class: 'chips'}, counts),
        el('div', {class: 'facts'}, 'toolchain ' + p.run.toolchain + ': ',
           unvalidated ? badge(unvalidated + ' unvalidated', 'warn') : null, toolFailed ? badge(toolFailed + ' failed', 'bad') : null,
           statically ? badge(statically + ' validated statically (no tools)', 'warn') : null,
           unvalidated || toolFailed || statically ? '' : badge('validated', 'ok'),
           ' golden: ', Object.entries(p.golden_counts).map(([k, n]) => k + ' ' + n).join(', ')),
        p.executions.length ? el('div', {class: 'facts'}, 'execution: ',
           Object.entries(execs).map(([k, n]) => badge(k + ' ' + n, k === 'PASSED' ? 'ok' : k === 'SKIPPED' ? '' : 'bad'))) : null,
        el('div', {class: 'src'}, el('a', {href: '#parity-' + pi}, p.source))));
  });
  model.audit.forEach((a, ai) => {
    const flagged = a.kernels.filter(k => k.fenced.length).length;
    cards.push(el('div', {class: 'card ' + (a.exit_code === 0 ? 'pass' : 'fail'), 'data-gate': a.exit_code === 0 ? 'pass' : 'fail'},
        el('div', {class: 'verdict'}, 'ISA audit exit ' + a.exit_code),
        el('div', {class: 'facts'}, plural(a.kernels.length, 'kernel') + ', ' + plural(a.violations.length, 'violation') + ', ' +
           plural(a.errors.length, 'error') + (a.baseline ? '; baseline ' + a.baseline : '')),
        flagged ? el('div', {class: 'facts'}, badge(plural(flagged, 'kernel') + ' with fenced atomics', 'bad')) : null,
        el('div', {class: 'src'}, el('a', {href: '#audit-' + ai}, a.source))));
  });
  model.mutation.forEach((m, mi) => {
    const high = m.thresholds ? m.thresholds.high : 90, low = m.thresholds ? m.thresholds.low : 70;
    const cls = m.score === null ? 'fail' : m.score >= high ? 'pass' : m.score >= low ? 'warn' : 'fail';
    cards.push(el('div', {class: 'card ' + cls, 'data-gate': cls},
        el('div', {class: 'verdict'}, 'Mutation score ' + (m.score === null ? 'none' : m.score.toFixed(1) + '%')),
        el('div', {class: 'facts'}, Object.entries(m.counts).map(([k, n]) => k + ' ' + n).join(', ') +
           (m.kind ? ' (' + m.kind + ')' : '') + (m.interrupted ? '; interrupted' : '')),
        el('div', {class: 'src'}, el('a', {href: '#mutation-' + mi}, m.source))));
  });
  model.qualification.forEach((q, qi) => {
    cards.push(el('div', {class: 'card ' + (q.profile_qualified ? 'pass' : 'fail'), 'data-gate': q.profile_qualified ? 'pass' : 'fail'},
        el('div', {class: 'verdict'}, 'Qualification ' + (q.profile_qualified ? 'qualified' : 'blocked')),
        el('div', {class: 'facts'}, q.protocol + ': performance claim ' + (q.performance_claim_allowed ? 'allowed' : 'not allowed')),
        el('div', {class: 'src'}, el('a', {href: '#qualification-' + qi}, q.source))));
  });
  return el('section', {id: 'summary', class: 'band'}, cards);
}

// ------------------------------------------------------------------ parity matrix and details

function matrix(p, pi) {
  const byRow = p.rows.map(() => new Array(p.flavors.length).fill(-1));
  p.cells.forEach((c, i) => { byRow[c[0]][c[1]] = i; });
  const failing = new Set(p.cells.map((c, i) => c[3] ? -1 : c[0]).filter(r => r >= 0));
  const onlyFailing = el('input', {type: 'checkbox', id: 'only-failing-' + pi});
  const filter = el('input', {type: 'search', placeholder: 'filter: family, id, title, target', 'aria-label': 'filter rows'});
  const tbody = el('tbody');
  const more = el('button', {type: 'button', class: 'more'});
  let showAll = false;
  // Sorting: by a header, config (family, then id), target, or a flavor (failing cells first, then
  // by status); a second click reverses.
  let sortKey = null, ascending = true;
  const sortValue = (ri) => {
    const r = p.rows[ri];
    if (sortKey === 'config') return [r[0], r[1]];
    if (sortKey === 'target') return [r[3], ri];
    const i = byRow[ri][sortKey];
    return i < 0 ? [2, ''] : [p.cells[i][3], p.cells[i][2]];
  };
  const compare = (a, b) => {
    const x = sortValue(a), y = sortValue(b);
    for (let k = 0; k < x.length; ++k) {
      if (x[k] < y[k]) return ascending ? -1 : 1;
      if (x[k] > y[k]) return ascending ? 1 : -1;
    }
    return a - b;
  };
  function draw() {
    const q = filter.value.trim().toLowerCase();
    const rows = [];
    p.rows.forEach((r, ri) => {
      if (onlyFailing.checked && !failing.has(ri)) return;
      if (q && !(r[0] + ' ' + r[1] + ' ' + r[2] + ' ' + r[3]).toLowerCase().includes(q)) return;
      rows.push(ri);
    });
    if (sortKey !== null) rows.sort(compare);
    tbody.textContent = '';
    const frag = document.createDocumentFragment();
    for (const ri of showAll ? rows : rows.slice(0, 2000)) {
      const r = p.rows[ri];
      const tr = el('tr', {}, el('th', {scope: 'row', class: 'cfg'}, r[0] + ' ' + r[1]),
                    el('td', {class: 'title wide'}, r[2]), el('td', {class: 'tgt'}, r[3]));
      for (const i of byRow[ri]) {
        if (i < 0) { tr.appendChild(el('td', {class: 'cell none'}, '')); continue; }
        const c = p.cells[i];
        tr.appendChild(el('td', {class: 'cell ' + statusCls(c[2]) + (c[3] ? '' : ' failing'), 'data-status': c[2],
                                 'data-gate': c[3] ? 'pass' : 'fail'},
            el('a', {href: '#cell=' + pi + '.' + i, title: cellName(p, i) + ': ' + c[2] +
                     (c[3] ? '' : ' (fails the gate)')}, (STATUS[c[2]] || ['??'])[0] + (c[3] ? '' : '!'))));
      }
      frag.appendChild(tr);
    }
    tbody.appendChild(frag);
    more.hidden = showAll || rows.length <= 2000;
    more.textContent = 'show all ' + rows.length + ' rows';
  }
  onlyFailing.addEventListener('change', draw);
  filter.addEventListener('input', draw);
  more.addEventListener('click', () => { showAll = true; draw(); });
  const legend = el('div', {class: 'legend'}, Object.entries(STATUS).map(([s, [abbr, text]]) =>
      el('span', {class: 'cell ' + statusCls(s)}, abbr + ' ' + s + ' (' + (p.summary[s] || 0) + '): ' + text)),
      el('span', {class: 'cell failing'}, 'X! fails the gate (status, golden, toolchain or execution)'));
  draw();
  const heads = [];
  const sortHead = (label, key, cls) => {
    const th = el('th', {scope: 'col', class: cls, title: 'sort by ' + label, onclick: () => {
      ascending = sortKey === key ? !ascending : true;
      sortKey = key;
      heads.forEach(h => h.setAttribute('aria-sort', h === th ? (ascending ? 'ascending' : 'descending') : 'none'));
      draw();
    }}, label);
    heads.push(th);
    return th;
  };
  const head = el('tr', {}, sortHead('config', 'config'), el('th', {scope: 'col', class: 'wide'}, 'title'),
                  sortHead('target', 'target'), p.flavors.map((f, fi) => sortHead(f, fi)));
  return el('div', {},
      legend,
      el('div', {class: 'controls'}, el('label', {}, onlyFailing, ' only rows with a cell that fails the gate (' + failing.size + ')'), filter),
      el('div', {class: 'tablewrap'}, el('table', {class: 'matrix sortable', id: 'matrix-' + pi}, el('thead', {}, head), tbody)), more);
}

function engineRow(label, engine, e) {
  return el('tr', {}, el('th', {scope: 'row'}, label), el('td', {}, engine),
            el('td', {}, e.accepted ? 'accepted' : 'rejected'), el('td', {}, e.code || '-'),
            el('td', {class: 'msg'}, e.message || '-', e.crash ? el('pre', {class: 'code'}, 'crash: ' + e.crash) : null));
}

/// The name of result i: "gemm 3 [llvm22]".
function cellName(p, i) {
  const row = p.rows[p.cells[i][0]];
  return row[0] + ' ' + row[1] + ' [' + p.flavors[p.cells[i][1]] + ']';
}

function detail(p, pi, i) {
  const r = p.results[i];
  const c = p.cells[i];
  const row = p.rows[c[0]];
  const out = el('div', {class: 'detail', 'data-cell': pi + '.' + i},
      el('h3', {}, cellName(p, i) + ' ', badge(r.status, statusCls(r.status)),
         ' ', c[3] ? badge('passes the gate', 'ok') : badge('fails the gate', 'bad')),
      el('p', {class: 'title'}, row[2] + ' (' + row[3] + ')'));
  if (r.failures) out.appendChild(el('ul', {class: 'failures'}, r.failures.map(f => el('li', {}, f))));
  if (r.detail) out.appendChild(el('p', {}, r.detail));
  out.appendChild(el('div', {class: 'tablewrap'}, el('table', {class: 'data'},
      el('thead', {}, el('tr', {}, ['side', 'engine', 'verdict', 'code', 'message'].map(h => el('th', {}, h)))),
      el('tbody', {}, engineRow('A', p.run.engine_a, r.engine_a), engineRow('B', p.run.engine_b, r.engine_b)))));
  if (r.mismatch) {
    const m = r.mismatch;
    out.appendChild(el('h4', {}, 'First differing line: ' + m.line + ' (canonical re-check: ' + m.canonical + ')'));
    out.appendChild(el('div', {class: 'sidebyside'},
        el('div', {class: 'first-diff'}, el('div', {class: 'cap'}, 'engine A (' + p.run.engine_a + ')'), lines(m.context_start, m.a, m.line)),
        el('div', {}, el('div', {class: 'cap'}, 'engine B (' + p.run.engine_b + ')'), lines(m.context_start, m.b, m.line))));
  }
  const facts = el('dl', {class: 'facts'});
  const fact = (k, v) => { facts.appendChild(el('dt', {}, k)); facts.appendChild(el('dd', {}, v)); };
  fact('golden', r.golden || '-');
  if (r.sha256) fact('IR sha256', el('code', {}, r.sha256));
  if (r.kernels) fact('kernels', r.kernels.join(', '));
  if (r.golden_ir) fact('golden IR', r.golden_ir.status + ' (' + r.golden_ir.file + ')');
  const t = r.toolchain;
  fact('toolchain', 'assemble ' + t.assemble + ', compile ' + t.compile + (t.failed_tool ? '; failed: ' + t.failed_tool : '') +
       (t.note ? '; ' + t.note : '') + (t.cache ? '; cache: ' + t.cache : ''));
  if (t.reproducer) {
    fact('reproducer', el('span', {}, (t.reproducer.reduced ? 'reduced by llvm-reduce: ' : 'the whole module: '),
                          el('code', {}, t.reproducer.file), ' (' + t.reproducer.note + ')'));
    fact('reproduce with', el('code', {}, t.reproducer.command));
  }
  out.appendChild(facts);
  if (r.golden_ir && r.golden_ir.diff) {
    const d = r.golden_ir.diff;
    out.appendChild(el('h4', {}, 'Golden IR differs at line ' + d.line));
    out.appendChild(el('div', {class: 'sidebyside'},
        el('div', {}, el('div', {class: 'cap'}, 'checked in'), lines(d.context_start, d.a, d.line)),
        el('div', {}, el('div', {class: 'cap'}, 'emitted'), lines(d.context_start, d.b, d.line))));
  }
  if (t.stderr) out.appendChild(el('div', {}, el('h4', {}, 'tool stderr'), el('pre', {class: 'code stderr'}, t.stderr)));
  if (r.execution !== undefined) out.appendChild(executionDetail(p.executions[r.execution]));
  return out;
}

function showCellFromHash() {
  const m = /^#cell=(\d+)\.(\d+)$/.exec(location.hash);
  if (!m) return;
  const pi = Number(m[1]), i = Number(m[2]);
  const p = model.parity[pi];
  if (!p || i >= p.results.length) return;
  const box = document.getElementById('detail-' + pi);
  box.textContent = '';
  box.appendChild(detail(p, pi, i));
  document.querySelectorAll('td.cell.selected').forEach(n => n.classList.remove('selected'));
  const a = document.querySelector('a[href="#cell=' + pi + '.' + i + '"]');
  if (a) a.parentNode.classList.add('selected');
  box.scrollIntoView({block: 'nearest'});
}

// ------------------------------------------------------------------ executions

/// The error/bound histogram: one bar per bin (log scale of counts), the over-bound bin in red.
function histogram(bins, width, height) {
  const total = bins.reduce((a, b) => a + b[1], 0);
  const max = Math.max(1, ...bins.map(b => b[1]));
  const w = width / bins.length;
  const g = svg('svg', {class: 'hist', width: width, height: height, viewBox: '0 0 ' + width + ' ' + height, role: 'img'});
  g.appendChild(svgTitle('elements per error/bound bin (' + total + ' elements), log scale'));
  let lower = 0;
  bins.forEach(([upper, count], i) => {
    const h = count ? Math.max(2, (height - 2) * Math.log1p(count) / Math.log1p(max)) : 0;
    const over = upper === 'inf';
    const range = i === 0 ? 'exact (0)' : over ? 'over the bound' : '(' + fmt(lower) + ', ' + fmt(upper) + ']';
    g.appendChild(svg('rect', {x: (i * w + 0.5).toFixed(1), y: (height - h).toFixed(1), width: Math.max(1, w - 1).toFixed(1),
                               height: h.toFixed(1), class: over ? 'over' : i === 0 ? 'exact' : 'within'},
                      svgTitle(range + ': ' + count + ' elements')));
    if (!over) lower = upper;
  });
  g.appendChild(svg('line', {x1: ((bins.length - 1) * w).toFixed(1), x2: ((bins.length - 1) * w).toFixed(1), y1: 0, y2: height, class: 'boundline'}));
  return g;
}

/// Where the worst ratio sits: log2 scale from 2^-16 to 2^2, the bound (ratio 1) marked.
function ratioBar(v) {
  const x = num(v);
  const f = x > 0 ? (Math.log2(x) + 16) / 18 : 0;
  return bar(f, x > 1 || Number.isNaN(x) ? 'bad' : 'ok', fmt(v), 16 / 18);
}

function where(x) {
  if (!x.worst_at) return '-';
  const s = Object.values(x.worst_at.shape).join('x');
  return s + ' (' + x.worst_at.row + ', ' + x.worst_at.col + '): got ' + fmt(x.worst_at.got, 5) + ', ref ' +
         fmt(x.worst_at.ref, 5) + ', bound ' + fmt(x.worst_at.bound);
}

function executionDetail(x) {
  const box = el('div', {class: 'exec'}, el('h4', {}, 'Execution: ' + x.status + (x.device ? ' on ' + x.device : '')));
  if (x.reason) box.appendChild(el('pre', {class: 'code'}, x.reason));
  box.appendChild(el('p', {}, x.shapes + ' shapes; worst error/bound ', ratioBar(x.worst_ratio), ' at ', where(x)));
  if (x.histogram) box.appendChild(el('div', {class: 'histbox'}, histogram(x.histogram, 380, 90),
      el('div', {class: 'cap'}, 'elements per error/bound bin: exact, then powers of two up to 1 (the bound), then over it')));
  box.appendChild(el('p', {}, 'discrimination (min) ', bar(num(x.min_discrimination), num(x.min_discrimination) >= 0.9 ? 'ok' : 'bad',
      frac(x.min_discrimination), 0.9), x.min_discrimination_at ? ' at ' + Object.values(x.min_discrimination_at).join('x') : ''));
  if (x.properties.length) box.appendChild(el('p', {}, 'properties: ', x.properties.map(pr => badge(pr.name + ' ' + pr.status, pr.status === 'held' ? 'ok' : pr.status === 'exempt' ? '' : 'bad'))));
  if (x.perf) box.appendChild(el('p', {}, perfText(x.perf)));
  return box;
}

function perfText(perf) {
  const parts = [];
  if (perf.gflops !== undefined) parts.push(fmt(perf.gflops, 0) + ' GFLOP/s');
  if (perf.ms !== undefined) parts.push(fmt(perf.ms, 4) + ' ms');
  if (perf.cublas_gflops !== undefined) parts.push('cuBLAS ' + fmt(perf.cublas_gflops, 0) + ' GFLOP/s');
  if (perf.copy_gbps !== undefined) parts.push('copy ' + fmt(perf.copy_gbps, 0) + ' GB/s');
  if (perf.note) parts.push(perf.note);
  return parts.join('; ');
}

function perfShare(x) {
  if (!x.perf) return undefined;
  return x.perf.ratio_to_cublas !== undefined ? num(x.perf.ratio_to_cublas) : x.perf.roofline_fraction !== undefined ? num(x.perf.roofline_fraction) : undefined;
}

function executions(p, pi) {
  const row = x => p.rows[p.cells[x.result][0]];
  const sortNum = v => { const n = num(v); return Number.isNaN(n) ? Infinity : n; };
  return table([
    {label: 'config', value: x => row(x)[0] + ' ' + row(x)[1], cell: x => el('a', {href: '#cell=' + pi + '.' + x.result}, row(x)[0] + ' ' + row(x)[1])},
    {label: 'flavor', value: x => p.flavors[p.cells[x.result][1]]},
    {label: 'status', value: x => x.status, cell: x => badge(x.status, x.status === 'PASSED' ? 'ok' : x.status === 'SKIPPED' ? '' : 'bad')},
    {label: 'error/bound distribution', value: x => sortNum(x.worst_ratio), cell: x => x.histogram ? histogram(x.histogram, 133, 28) : '-', cls: 'histcol'},
    {label: 'worst error/bound', value: x => sortNum(x.worst_ratio), cell: x => x.worst_ratio === undefined ? '-' : ratioBar(x.worst_ratio)},
    {label: 'worst element', value: x => where(x), cls: 'wide'},
    {label: 'discrimination', value: x => sortNum(x.min_discrimination), cell: x => x.min_discrimination === undefined ? '-' :
        bar(num(x.min_discrimination), num(x.min_discrimination) >= 0.9 ? 'ok' : 'bad', frac(x.min_discrimination), 0.9)},
    {label: 'GFLOP/s', value: x => x.perf && x.perf.gflops !== undefined ? num(x.perf.gflops) : -1, cell: x => x.perf ? fmt(x.perf.gflops, 0) : '-'},
    {label: 'vs cuBLAS / roofline', value: x => perfShare(x) === undefined ? -1 : perfShare(x),
     cell: x => perfShare(x) === undefined ? '-' : bar(Math.min(1, perfShare(x)), 'perf', pct(perfShare(x)))},
  ], p.executions, {id: 'executions-' + pi});
}

// ------------------------------------------------------------------ ISA audit

const CLASS_COLORS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac',
                      '#1f77b4', '#2ca02c', '#d62728', '#9467bd', '#8c564b'];

/// The colour of class i of the mix bar; the last class, "other", is grey.
function classColor(i, classes) { return i === classes.length - 1 ? '#c8ccd1' : CLASS_COLORS[i % CLASS_COLORS.length]; }

function mixBar(k, classes) {
  const total = k.mix.reduce((a, n) => a + n, 0);
  const box = el('span', {class: 'mix', title: classes.map((c, i) => k.mix[i] ? c + ' ' + k.mix[i] : '').filter(Boolean).join(', ')});
  if (!total) return box;
  k.mix.forEach((n, i) => {
    if (n) box.appendChild(el('span', {class: 'seg', style: 'flex-grow:' + n + ';background:' + classColor(i, classes),
                                       title: classes[i] + ': ' + n}));
  });
  return box;
}

function withDelta(k, key) {
  const v = k[key];
  if (!k.delta || k.delta[key] === undefined) return String(v);
  const d = k.delta[key];
  const worse = k.worse.includes(key);
  return el('span', {}, String(v), ' ', badge((d > 0 ? '+' : '') + d, worse ? 'bad' : 'ok'));
}

function audit(a, ai) {
  const box = el('div', {});
  if (a.violations.length) box.appendChild(el('div', {class: 'alert'}, el('h3', {}, 'Violations (' + a.violations.length + ')'),
      el('ul', {}, a.violations.map(v => el('li', {}, badge(v.rule, 'bad'), ' ', v.message)))));
  if (a.errors.length) box.appendChild(el('div', {class: 'alert'}, el('h3', {}, 'Errors (' + a.errors.length + ')'),
      el('ul', {}, a.errors.map(e => el('li', {}, el('code', {}, e.file), ': ', e.message)))));
  if (a.gone && a.gone.length) box.appendChild(el('div', {class: 'alert'}, el('h3', {}, 'Kernels of the baseline that are gone'),
      el('ul', {}, a.gone.map(g => el('li', {}, el('code', {}, g.file), ': ', g.name)))));
  box.appendChild(el('div', {class: 'legend'}, 'instruction mix: ', a.mix_classes.map((c, i) =>
      el('span', {class: 'swatch'}, el('span', {class: 'dot', style: 'background:' + classColor(i, a.mix_classes)}), c))));
  const cols = [
    {label: 'kernel', value: k => k.name, cell: k => el('span', {}, k.name, el('br'), el('small', {}, k.file))},
    {label: 'target', value: k => k.target},
  ];
  for (const [key, label] of [['lds_bytes', 'LDS B'], ['vgpr', 'VGPR'], ['sgpr', 'SGPR'], ['agpr', 'AGPR'], ['occupancy', 'occupancy']])
    cols.push({label: label, value: k => k[key], cell: k => withDelta(k, key)});
  cols.push({label: 'spills v/s', value: k => k.vgpr_spill + k.sgpr_spill, cell: k => k.vgpr_spill + '/' + k.sgpr_spill});
  cols.push({label: 'scratch', value: k => k.scratch_instructions, cell: k => withDelta(k, 'scratch_instructions')});
  cols.push({label: 'fenced atomics', value: k => k.fenced.length * 1000 + k.cas_loops,
             cell: k => k.fenced.length || k.cas_loops ? el('span', {class: 'flag', title: k.fenced.map(f => f.mnemonic + ' @' + f.offset + ' ' + f.fence).join('\n')},
                                             k.fenced.length ? badge(k.fenced.length + ' fenced', 'bad') : null, ' ',
                                             k.cas_loops ? badge(plural(k.cas_loops, 'CAS loop'), 'warn') : null) : '0'});
  cols.push({label: 'instruction mix', value: k => k.classes.total || 0, cell: k => mixBar(k, a.mix_classes), cls: 'mixcol'});
  if (a.baseline) cols.push({label: 'vs baseline', value: k => k.baseline === 'new' ? 'new' : k.worse.length ? 'worse' : 'ok',
      cell: k => k.baseline === 'new' ? badge('new', '') : k.worse.length ? badge('worse: ' + k.worse.join(', '), 'bad') : badge('no regression', 'ok')});
  cols.push({label: 'untrusted', value: k => k.untrusted.length, cell: k => k.untrusted.length ? badge(k.untrusted.join('; '), 'bad') : '-'});
  box.appendChild(table(cols, a.kernels, {id: 'kernels-' + ai, rowAttrs: k => ({class: k.fenced.length ? 'flagged' : null})}));
  return box;
}

// ------------------------------------------------------------------ mutation

function diffBlock(d) {
  const pre = el('pre', {class: 'code diff'});
  for (const l of d.before.split('\n')) pre.appendChild(el('span', {class: 'del'}, '- ' + l + '\n'));
  if (d.after === '' && d.before !== '') return pre;  // a deleted line
  for (const l of d.after.split('\n')) pre.appendChild(el('span', {class: 'add'}, '+ ' + l + '\n'));
  return pre;
}

function mutation(m, mi) {
  const box = el('div', {});
  const survivors = m.mutants.filter(x => x.diff);
  const fileBox = el('div', {class: 'filemutants'});
  function showFile(path) {
    fileBox.textContent = '';
    fileBox.appendChild(el('h4', {}, 'Mutants of ' + path));
    fileBox.appendChild(table([
      {label: 'mutant', value: x => x.id},
      {label: 'line', value: x => x.line},
      {label: 'operator', value: x => x.operator},
      {label: 'status', value: x => x.status, cell: x => badge(x.status, x.status === 'Killed' || x.status === 'Timeout' ? 'ok' : x.status === 'Survived' ? 'bad' : '')},
      {label: 'killed by / reason', value: x => (x.killed_by || []).join(', ') || x.statusReason || '', cls: 'msg'},
    ], m.mutants.filter(x => x.file === path)));
  }
  const statuses = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'Ignored', 'Pending'];
  const fileCols = [{label: 'file', value: f => f.path, cell: f => el('a', {href: '#mutation-' + mi, onclick: e => { e.preventDefault(); showFile(f.path); }}, f.path)},
                    {label: 'score', value: f => f.score === null ? -1 : f.score, cell: f => f.score === null ? '-' :
                        bar(f.score / 100, f.score >= (m.thresholds ? m.thresholds.high : 90) ? 'ok' : 'bad', f.score.toFixed(1) + '%')}];
  for (const s of statuses) if (m.counts[s]) fileCols.push({label: s, value: f => f.counts[s] || 0});
  box.appendChild(el('h3', {}, 'Per file'));
  box.appendChild(table(fileCols, m.files, {id: 'files-' + mi}));
  box.appendChild(fileBox);
  box.appendChild(el('h3', {}, 'Survivors (' + survivors.length + ')'));
  if (!survivors.length) box.appendChild(el('p', {}, 'None: every scored mutant was detected.'));
  else box.appendChild(table([
    {label: 'mutant', value: x => x.id},
    {label: 'operator', value: x => x.operator},
    {label: 'where', value: x => x.file + ':' + x.line},
    {label: 'what', value: x => x.description || '', cls: 'msg'},
    {label: 'diff', value: x => x.diff.before, cell: x => diffBlock(x.diff), cls: 'diffcol'},
  ], survivors, {id: 'survivors-' + mi}));
  return box;
}

// ------------------------------------------------------------------ qualification

function qualification(q, qi) {
  return el('div', {},
      el('p', {}, 'Protocol ', el('code', {}, q.protocol), ': profile ', q.profile_qualified ? badge('qualified', 'ok') : badge('blocked', 'bad'),
         '; performance claim ', q.performance_claim_allowed ? badge('allowed', 'ok') : badge('not allowed', 'bad'),
         q.claims.length ? ': ' + q.claims.join('; ') : ''),
      q.errors.length ? el('ul', {class: 'failures'}, q.errors.map(e => el('li', {}, e))) : null,
      table([
        {label: 'group', value: g => g.group},
        {label: 'valid workers', value: g => g.valid, cell: g => g.valid + ' of ' + g.of + ' (' + g.required + ' required)'},
        {label: 'qualified', value: g => g.qualified ? 1 : 0, cell: g => g.qualified ? badge('yes', 'ok') : badge('no', 'bad')},
        {label: 'worker medians (ms)', value: g => g.workers.length,
         cell: g => g.workers.map(w => (w.valid ? fmt(num(w.median_s) * 1000, 4) : 'invalid') + (w.reason ? ' (' + w.reason + ')' : '')).join(', ')},
      ], q.groups, {id: 'groups-' + qi}));
}

// ------------------------------------------------------------------ the page

function render() {
  const started = performance.now();
  app.appendChild(el('header', {}, el('h1', {}, 'paritykit report'),
      el('p', {class: 'sources'}, 'from ', model.sources.join(', '))));
  app.appendChild(summaryBand());
  const nav = el('nav', {});
  app.appendChild(nav);
  const link = (id, text) => nav.appendChild(el('a', {href: '#' + id}, text));
  model.parity.forEach((p, pi) => {
    link('parity-' + pi, 'Parity matrix');
    const reasons = p.gate_reasons.length ? el('details', {}, el('summary', {}, 'Gate reasons (' + p.gate_reason_count + ')'),
        el('ul', {class: 'failures'}, p.gate_reasons.map(r => el('li', {}, r))),
        p.gate_reason_count > p.gate_reasons.length ? el('p', {}, '... and ' + (p.gate_reason_count - p.gate_reasons.length) + ' more in ' + p.source) : null) : null;
    app.appendChild(section('parity-' + pi, 'Parity matrix: ' + p.source, reasons,
        el('p', {class: 'hint'}, 'Each cell is one (config, flavor); click it for its detail. Devices: ',
           p.run.devices.length ? p.run.devices.join(', ') : 'none', p.run.backend_notes.length ? '; unavailable: ' + p.run.backend_notes.join('; ') : ''),
        matrix(p, pi), el('div', {id: 'detail-' + pi, class: 'detailbox'}, el('p', {class: 'hint'}, 'No cell selected.'))));
    if (p.executions.length) {
      link('executions-sec-' + pi, 'Execution');
      app.appendChild(section('executions-sec-' + pi, 'Execution: ' + p.source,
          el('p', {class: 'hint'}, 'Per executed config: the error/bound histogram over every shape (last bar: over the bound), ' +
             'the worst ratio on a log scale with the bound marked, the discrimination with its 0.9 floor, and speed against ' +
             'cuBLAS (gemm, conv_wgrad) or the copy roofline (mlp).'),
          executions(p, pi)));
    }
    if (p.audit) app.appendChild(el('p', {class: 'hint'}, 'Audit of this run (budget ' + p.audit.budget + '): ' + p.audit.kernels +
        ' kernels in ' + p.audit.files + ' files; violations ' + p.audit.violations.length + ', errors ' + p.audit.errors.length + '.'));
  });
  model.audit.forEach((a, ai) => { link('audit-' + ai, 'ISA audit'); app.appendChild(section('audit-' + ai, 'ISA audit: ' + a.source, audit(a, ai))); });
  model.mutation.forEach((m, mi) => { link('mutation-' + mi, 'Mutation'); app.appendChild(section('mutation-' + mi, 'Mutation: ' + m.source, mutation(m, mi))); });
  model.qualification.forEach((q, qi) => { link('qualification-' + qi, 'Qualification'); app.appendChild(section('qualification-' + qi, 'Qualification: ' + q.source, qualification(q, qi))); });
  const gates = [...document.querySelectorAll('#summary .card')].map(c => c.getAttribute('data-gate'));
  document.title = 'paritykit report: ' + (gates.every(g => g === 'pass') ? 'all gates pass' : 'gate failed');
  window.addEventListener('hashchange', showCellFromHash);
  showCellFromHash();
  document.body.setAttribute('data-render-ms', (performance.now() - started).toFixed(1));
  document.body.setAttribute('data-rendered', 'true');
}

render();

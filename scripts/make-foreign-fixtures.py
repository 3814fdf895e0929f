#!/usr/bin/python3
"""Draws the foreign-writer corpus (tests/fixtures/foreign): the same data tables plotted by
matplotlib, R base graphics (pdf()), ggplot2 (pdf() and cairo_pdf()), gnuplot (pdfcairo),
LaTeX/pgfplots and LibreOffice Calc, as small vector PDFs with renders by poppler's two
rasterisers, splash (pdftoppm) and cairo (pdftocairo; '-pdftocairo-' in the file name): PNG at 100
and 200 dpi and JPEG q70 at 100 dpi from each (cairo at 100 dpi only for the stacked-bar and date
kinds and LibreOffice), and a truth JSON beside each figure: the data table and every datum's
position in PDF points, as the writer itself maps it (LibreOffice, which gives no mapping: as its tick marks place it).

Run by hand (CI needs none of these tools), with Debian's packages:
  apt-get install r-base-core r-cran-ggplot2 gnuplot-nox python3-matplotlib texlive-pictures \
    poppler-utils libreoffice-calc
  /usr/bin/python3 scripts/make-foreign-fixtures.py [--renders-only] [writer or writer-kind ...]
'--renders-only' renders the committed PDFs again and rewrites the image list of their truth,
without drawing the figures anew (the writers' versions change their PDFs).

Every figure is 4 x 3 inches. Positions are taken from each writer's own mapping of data to the
page (matplotlib's transData, R's grconvertX, ggplot2's panel viewport and ranges, gnuplot's
GPVAL_TERM_* of the plot border, pgfplots' axis placed at a known spot of a fixed bounding box),
so the truth does not depend on reading the drawing.
"""
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, 'tests', 'fixtures', 'foreign')
W_IN, H_IN = 4.0, 3.0
W_PT, H_PT = W_IN * 72, H_IN * 72
COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd']

# ---------------------------------------------------------------------------------------------
# The data tables (truth). Values sit on short decimal grids so every writer's rounding of its
# own coordinates is the only error.

def line_table():
    xs = list(range(0, 11))
    series = []
    for k, (name, a, b) in enumerate([('2019', 5, 3.2), ('2020', 12, 2.5), ('2021', 20, 1.9)]):
        ys = [round(a + b * x + 4 * math.sin(0.9 * x + k), 1) for x in xs]
        series.append({'name': name, 'x': xs, 'y': ys})
    return {'kind': 'line', 'xlim': [0, 10], 'ylim': [0, 50], 'xticks': [0, 2, 4, 6, 8, 10], 'yticks': [0, 10, 20, 30, 40, 50],
            'legend': 'inside', 'series': series}


def scatter_table():
    series = []
    shapes = [('circle', True), ('square', False), ('triangle', True), ('triangle', False)]
    for k, (shape, filled) in enumerate(shapes):
        xs = [round(0.5 + 0.6 * i + 0.3 * k, 2) for i in range(15)]
        ys = [round(10 + 6 * k + 2.5 * i + 6 * math.sin(1.7 * i + 2 * k), 1) for i in range(15)]
        series.append({'name': f'Group {"ABCD"[k]}', 'x': xs, 'y': ys, 'shape': shape, 'filled': filled})
    return {'kind': 'scatter', 'xlim': [0, 10], 'ylim': [0, 80], 'xticks': [0, 2, 4, 6, 8, 10], 'yticks': [0, 20, 40, 60, 80],
            'legend': 'outside', 'series': series}


def bar_table():
    cats = ['North', 'South', 'East']
    return {'kind': 'bar', 'categories': cats, 'ylim': [0, 40], 'yticks': [0, 10, 20, 30, 40], 'legend': 'inside',
            'series': [{'name': '2019', 'y': [12.5, 27, 18]}, {'name': '2020', 'y': [16, 31.5, 22.5]}]}


def log_table():
    xs = list(range(0, 11))
    series = []
    for k, (name, base, rate) in enumerate([('Strain A', 2.0, 0.3), ('Strain B', 5.0, 0.22)]):
        ys = [float(f'{base * 10 ** (rate * x):.4g}') for x in xs]
        series.append({'name': name, 'x': xs, 'y': ys, 'shape': ['circle', 'square'][k], 'filled': True})
    return {'kind': 'log', 'xlim': [0, 10], 'ylim': [1, 10000], 'xticks': [0, 2, 4, 6, 8, 10], 'yticks': [1, 10, 100, 1000, 10000],
            'legend': 'inside', 'series': series}


def linespoints_table():
    xs = [i * 0.5 for i in range(0, 21)]
    series = []
    for k, name in enumerate(['Placebo', 'Treated']):
        ys = [round(20 + 3 * x * (1 + k) / 2 + 5 * math.cos(0.8 * x + 1.3 * k), 1) for x in xs]
        series.append({'name': name, 'x': xs, 'y': ys, 'shape': ['circle', 'triangle'][k], 'filled': True})
    return {'kind': 'linespoints', 'xlim': [0, 10], 'ylim': [0, 60], 'xticks': [0, 2, 4, 6, 8, 10], 'yticks': [0, 20, 40, 60],
            'legend': 'outside', 'series': series}


def stackedbar_table():
    cats = ['North', 'South', 'East', 'West']
    return {'kind': 'stackedbar', 'categories': cats, 'ylim': [0, 60], 'yticks': [0, 10, 20, 30, 40, 50, 60], 'legend': 'outside',
            'series': [{'name': 'Clinic', 'y': [12.5, 20, 8, 15.5]}, {'name': 'Home', 'y': [10, 6.5, 14, 9]},
                       {'name': 'Other', 'y': [7.5, 12, 9.5, 16]}]}


def dates_table():
    # Calendar dates on the x axis: a reading every 30 days through 2021, quarterly ticks.
    import datetime
    d0 = datetime.date(2021, 1, 15)
    xs = [(d0 + datetime.timedelta(days=30 * i)).isoformat() for i in range(12)]
    series = []
    for k, (name, a, b) in enumerate([('Ward A', 20, 4.5), ('Ward B', 45, 2.5)]):
        ys = [round(a + b * i + 8 * math.sin(0.8 * i + 2 * k), 1) for i in range(12)]
        series.append({'name': name, 'x': xs, 'y': ys})
    return {'kind': 'dates', 'xlim': ['2021-01-01', '2022-01-01'], 'ylim': [0, 100],
            'xticks': ['2021-01-01', '2021-04-01', '2021-07-01', '2021-10-01', '2022-01-01'], 'yticks': [0, 20, 40, 60, 80, 100],
            'legend': 'outside', 'series': series}


def day_number(iso):
    """Days since 1970-01-01 of an ISO date (R's Date, ggplot2's date scale)."""
    import datetime
    return (datetime.date.fromisoformat(iso) - datetime.date(1970, 1, 1)).days


def stacked_tops(t):
    """The cumulative top of each segment of a stacked bar chart, series 1 at the bottom."""
    tops, run = [], [0.0] * len(t['categories'])
    for s in t['series']:
        run = [a + b for a, b in zip(run, s['y'])]
        tops.append(list(run))
    return tops


TABLES = {'line': line_table(), 'scatter': scatter_table(), 'bar': bar_table(), 'log': log_table(), 'linespoints': linespoints_table(),
          'stackedbar': stackedbar_table(), 'dates': dates_table()}
# Kinds added after the first five: their renders skip cairo's 200 dpi PNG (renders_of).
NEW_KINDS = ['stackedbar', 'dates']

# ---------------------------------------------------------------------------------------------
# matplotlib

MPL_MARKERS = {'circle': 'o', 'square': 's', 'triangle': '^'}


def mpl(kind, t, pdf):
    import matplotlib
    matplotlib.use('pdf')
    import matplotlib.pyplot as plt
    plt.rcParams['pdf.fonttype'] = 42
    fig = plt.figure(figsize=(W_IN, H_IN), dpi=72)
    right = 0.72 if t['legend'] == 'outside' else 0.95
    # Dates: room below the axis for the labels autofmt_xdate slants.
    bottom = 0.25 if kind == 'dates' else 0.15
    left = 0.22 if kind == 'dates' else 0.15
    ax = fig.add_axes([left, bottom, right - left, 0.93 - bottom])
    pos = []
    if kind == 'stackedbar':
        n = len(t['categories'])
        bottom = [0.0] * n
        for k, (s, top) in enumerate(zip(t['series'], stacked_tops(t))):
            ax.bar(range(n), s['y'], width=0.6, bottom=bottom, color=COLOURS[k], label=s['name'])
            pos.append(list(zip(range(n), top)))
            bottom = top
        ax.set_xticks(range(n), t['categories'])
        ax.set_xlim(-0.6, n - 0.4)
    elif kind == 'dates':
        # Dates as date objects: matplotlib's own date axis (AutoDateLocator and AutoDateFormatter).
        import datetime
        import matplotlib.dates as mdates
        day = datetime.date.fromisoformat
        for k, s in enumerate(t['series']):
            ax.plot([day(v) for v in s['x']], s['y'], color=COLOURS[k], lw=1.2, label=s['name'])
            pos.append([(mdates.date2num(day(v)), y) for v, y in zip(s['x'], s['y'])])
        ax.set_xlim(day(t['xlim'][0]), day(t['xlim'][1]))
        ax.set_xticks([day(v) for v in t['xticks']])
        fig.autofmt_xdate()
    elif kind == 'bar':
        n = len(t['categories'])
        wbar = 0.38
        for k, s in enumerate(t['series']):
            xs = [i + (k - 0.5) * wbar for i in range(n)]
            ax.bar(xs, s['y'], width=wbar, color=COLOURS[k], label=s['name'])
            pos.append(list(zip(xs, s['y'])))
        ax.set_xticks(range(n), t['categories'])
        ax.set_xlim(-0.6, n - 0.4)
    else:
        for k, s in enumerate(t['series']):
            c = COLOURS[k]
            if kind == 'line':
                ax.plot(s['x'], s['y'], color=c, lw=1.2, label=s['name'])
            elif kind == 'scatter':
                m = MPL_MARKERS[s['shape']]
                ax.plot(s['x'], s['y'], ls='none', marker=m, ms=6, mfc=c if s['filled'] else 'none', mec=c, label=s['name'])
            else:
                ax.plot(s['x'], s['y'], color=c, lw=1, marker=MPL_MARKERS[s['shape']], ms=5, label=s['name'])
            pos.append(list(zip(s['x'], s['y'])))
        ax.set_xlim(*t['xlim'])
        ax.set_xticks(t['xticks'])
        if kind == 'log':
            ax.set_yscale('log')
    ax.set_ylim(*t['ylim'])
    if kind != 'log':
        ax.set_yticks(t['yticks'])
    if t['legend'] == 'outside':
        ax.legend(loc='upper left', bbox_to_anchor=(1.02, 1), borderaxespad=0, fontsize=8)
    else:
        ax.legend(loc='upper left', fontsize=8)
    fig.canvas.draw()
    out = []
    for pts in pos:
        disp = ax.transData.transform(pts)
        out.append([[float(x), H_PT - float(y)] for x, y in disp])
    fig.savefig(pdf)
    plt.close(fig)
    return out

# ---------------------------------------------------------------------------------------------
# R base graphics and ggplot2: the R script prints each datum's position in points.

R_PCH = {('circle', True): 16, ('circle', False): 1, ('square', True): 15, ('square', False): 0, ('triangle', True): 17, ('triangle', False): 2}


def r_vec(v):
    return 'c(' + ','.join(repr(x) if not isinstance(x, str) else json.dumps(x) for x in v) + ')'


def r_base(kind, t, pdf):
    outside = t['legend'] == 'outside'
    lines = [f'pdf({json.dumps(pdf)}, width={W_IN}, height={H_IN}, pointsize=9)',
             f'par(mar=c(3,3.5,1,{7 if outside else 1}), mgp=c(2,0.6,0), xaxs="i", yaxs="i", las=1)', 'pos <- list()']
    cols = [json.dumps(c) for c in COLOURS]
    if kind == 'stackedbar':
        m = 'rbind(' + ','.join(r_vec(s['y']) for s in t['series']) + ')'
        where = 'x=par("usr")[2], y=par("usr")[4], xpd=TRUE' if outside else '"topleft", inset=0.02'
        lines += [f'm <- {m}', f'colnames(m) <- {r_vec(t["categories"])}',
                  f'b <- barplot(m, beside=FALSE, col=c({",".join(cols[:len(t["series"])])}), border=NA, ylim=c({t["ylim"][0]},{t["ylim"][1]}), space=0.6, axes=FALSE)',
                  f'axis(2, at={r_vec(t["yticks"])})', 'box()',
                  'for (k in 1:nrow(m)) pos[[k]] <- cbind(b, colSums(m[1:k,,drop=FALSE]))',
                  f'legend({where}, legend={r_vec([s["name"] for s in t["series"]])}, fill=c({",".join(cols[:len(t["series"])])}), border=NA, bty="n")']
    elif kind == 'dates':
        # Dates as R Dates: axis.Date labels them as it chooses for the range (month names within a year).
        lines += [f'plot(NA, xlim=as.Date({r_vec(t["xlim"])}), ylim=c({t["ylim"][0]},{t["ylim"][1]}), xlab="", ylab="y", axes=FALSE)',
                  f'axis.Date(1, at=as.Date({r_vec(t["xticks"])}))', f'axis(2, at={r_vec(t["yticks"])})', 'box()']
        for k, s in enumerate(t['series']):
            lines.append(f'xd <- as.Date({r_vec(s["x"])}); lines(xd, {r_vec(s["y"])}, col={cols[k]}, lwd=1.5)')
            lines.append(f'pos[[{k + 1}]] <- cbind(as.numeric(xd), {r_vec(s["y"])})')
        names = r_vec([s['name'] for s in t['series']])
        lines.append(f'legend(x=par("usr")[2], y=par("usr")[4], xpd=TRUE, legend={names}, col=c({",".join(cols[:len(t["series"])])}), lty=1, bty="n")')
    elif kind == 'bar':
        m = 'rbind(' + ','.join(r_vec(s['y']) for s in t['series']) + ')'
        lines += [f'm <- {m}', f'colnames(m) <- {r_vec(t["categories"])}',
                  f'b <- barplot(m, beside=TRUE, col=c({",".join(cols[:len(t["series"])])}), border=NA, ylim=c({t["ylim"][0]},{t["ylim"][1]}), space=c(0,0.6), axes=FALSE)',
                  f'axis(2, at={r_vec(t["yticks"])})', 'box()',
                  'for (k in 1:nrow(m)) pos[[k]] <- cbind(b[k,], m[k,])',
                  f'legend("topleft", legend={r_vec([s["name"] for s in t["series"]])}, fill=c({",".join(cols[:len(t["series"])])}), border=NA, bty="n", inset=0.02)']
    else:
        log = '"y"' if kind == 'log' else '""'
        lines += [f'plot(NA, xlim=c({t["xlim"][0]},{t["xlim"][1]}), ylim=c({t["ylim"][0]},{t["ylim"][1]}), log={log}, xlab="x", ylab="y", axes=FALSE)',
                  f'axis(1, at={r_vec(t["xticks"])})', f'axis(2, at={r_vec(t["yticks"])})', 'box()']
        pch, lty = [], []
        for k, s in enumerate(t['series']):
            xs, ys = r_vec(s['x']), r_vec(s['y'])
            if kind == 'line':
                lines.append(f'lines({xs}, {ys}, col={cols[k]}, lwd=1.5)')
                pch.append('NA')
                lty.append('1')
            elif kind == 'scatter':
                p = R_PCH[(s['shape'], s['filled'])]
                lines.append(f'points({xs}, {ys}, col={cols[k]}, pch={p})')
                pch.append(str(p))
                lty.append('NA')
            else:
                p = R_PCH[(s['shape'], s['filled'])]
                lines.append(f'lines({xs}, {ys}, col={cols[k]}, type="o", pch={p}, cex=0.8)')
                pch.append(str(p))
                lty.append('1')
            lines.append(f'pos[[{k + 1}]] <- cbind({xs}, {ys})')
        names = r_vec([s['name'] for s in t['series']])
        where = 'x=par("usr")[2], y=par("usr")[4], xpd=TRUE, inset=0' if outside else '"topleft", inset=0.02'
        if outside and kind == 'log':
            where = 'x=par("usr")[2], y=10^par("usr")[4], xpd=TRUE'
        lty_arg = f', lty=c({",".join(lty)})' if any(v != 'NA' for v in lty) else ''
        lines.append(f'legend({where}, legend={names}, col=c({",".join(cols[:len(t["series"])])}), pch=c({",".join(pch)}){lty_arg}, bty="n")')
    lines += ['for (k in seq_along(pos)) { p <- pos[[k]]; cat("S", k, "\\n"); ',
              f'  cat(sprintf("P %.6f %.6f\\n", grconvertX(p[,1], "user", "ndc") * {W_PT}, (1 - grconvertY(p[,2], "user", "ndc")) * {H_PT}), sep="") }}',
              'invisible(dev.off())']
    return run_r('\n'.join(lines))


GG_SHAPE = R_PCH


def ggplot(kind, t, pdf, device):
    outside = t['legend'] == 'outside'
    rows = []
    for k, s in enumerate(t['series']):
        if kind in ('bar', 'stackedbar'):
            for c, y in zip(t['categories'], s['y']):
                rows.append((s['name'], c, y, k))
        else:
            for x, y in zip(s['x'], s['y']):
                rows.append((s['name'], x, y, k))
    names = [s['name'] for s in t['series']]
    df = (f'd <- data.frame(s=factor({r_vec([r[0] for r in rows])}, levels={r_vec(names)}), '
          f'x={r_vec([r[1] for r in rows])}, y={r_vec([r[2] for r in rows])})')
    if kind in ('bar', 'stackedbar'):
        df += f'\nd$x <- factor(d$x, levels={r_vec(t["categories"])})'
    if kind == 'dates':
        df += '\nd$x <- as.Date(d$x)'
    cols = 'c(' + ','.join(json.dumps(c) for c in COLOURS[:len(names)]) + ')'
    g = ['library(ggplot2)', df, 'p <- ggplot(d, aes(x, y, colour=s, fill=s, shape=s, group=s)) + theme_bw(base_size=9)',
         f'p <- p + scale_colour_manual(values={cols}) + scale_fill_manual(values={cols})']
    if kind == 'stackedbar':
        # Series 1 at the bottom of each stack, as the other writers draw it.
        g += ['p <- p + geom_col(position=position_stack(reverse=TRUE), width=0.6, colour=NA)',
              f'p <- p + scale_y_continuous(limits=c({t["ylim"][0]},{t["ylim"][1]}), breaks={r_vec(t["yticks"])}, expand=c(0,0))']
    elif kind == 'dates':
        g += ['p <- p + geom_line(linewidth=0.6)',
              f'p <- p + scale_x_date(limits=as.Date({r_vec(t["xlim"])}), breaks=as.Date({r_vec(t["xticks"])}))',
              f'p <- p + scale_y_continuous(limits=c({t["ylim"][0]},{t["ylim"][1]}), breaks={r_vec(t["yticks"])})']
    elif kind == 'bar':
        g += [f'p <- p + geom_col(position=position_dodge(width=0.8), width=0.8, colour=NA)',
              f'p <- p + scale_y_continuous(limits=c({t["ylim"][0]},{t["ylim"][1]}), breaks={r_vec(t["yticks"])}, expand=c(0,0))']
    else:
        shapes = 'c(' + ','.join(str(GG_SHAPE[(s.get('shape', 'circle'), s.get('filled', True))]) for s in t['series']) + ')'
        if kind == 'line':
            g.append('p <- p + geom_line(linewidth=0.6)')
        elif kind == 'scatter':
            g.append('p <- p + geom_point(size=2)')
        else:
            g.append('p <- p + geom_line(linewidth=0.5) + geom_point(size=1.8)')
        g.append(f'p <- p + scale_shape_manual(values={shapes})')
        g.append(f'p <- p + scale_x_continuous(limits=c({t["xlim"][0]},{t["xlim"][1]}), breaks={r_vec(t["xticks"])})')
        if kind == 'log':
            g.append(f'p <- p + scale_y_log10(limits=c({t["ylim"][0]},{t["ylim"][1]}), breaks={r_vec(t["yticks"])})')
        else:
            g.append(f'p <- p + scale_y_continuous(limits=c({t["ylim"][0]},{t["ylim"][1]}), breaks={r_vec(t["yticks"])})')
    g.append('p <- p + labs(colour=NULL, fill=NULL, shape=NULL)')
    g.append('p <- p + theme(legend.position="right")' if outside else 'p <- p + theme(legend.position=c(0.02,0.98), legend.justification=c(0,1))')
    def dev(path):
        return f'cairo_pdf({json.dumps(path)}, width={W_IN}, height={H_IN})' if device == 'cairo' else f'pdf({json.dumps(path)}, width={W_IN}, height={H_IN})'
    log_y = 'TRUE' if kind == 'log' else 'FALSE'
    stacked = 'TRUE' if kind == 'stackedbar' else 'FALSE'
    # The panel is measured on a throwaway page of the same device (grid.force rewrites the
    # display list), then the figure is drawn on its own.
    g += [dev(pdf + '.measure.pdf'), 'print(p)', 'b <- ggplot_build(p)', 'pp <- b$layout$panel_params[[1]]',
          'xr <- pp$x.range; yr <- pp$y.range',
          'library(grid)', 'grid.force()', 'vps <- grid.ls(viewports=TRUE, grobs=FALSE, print=FALSE)$name',
          'seekViewport(grep("^panel", vps, value=TRUE)[1])',
          'lo <- deviceLoc(unit(0,"npc"), unit(0,"npc"), valueOnly=TRUE); hi <- deviceLoc(unit(1,"npc"), unit(1,"npc"), valueOnly=TRUE)',
          'invisible(dev.off())', f'invisible(file.remove({json.dumps(pdf + ".measure.pdf")}))', dev(pdf), 'print(p)',
          'for (k in seq_along(levels(d$s))) { e <- d[d$s == levels(d$s)[k],]; cat("S", k, "\\n")',
          f'  xv <- if ({stacked}) as.numeric(e$x) else if (is.factor(e$x)) as.numeric(e$x) + (k - (nlevels(d$s) + 1) / 2) * 0.8 / nlevels(d$s) else as.numeric(e$x)',
          f'  yv <- if ({log_y}) log10(e$y) else if ({stacked}) sapply(seq_len(nrow(e)), function(i) sum(d$y[d$x == e$x[i] & as.integer(d$s) <= k])) else e$y',
          '  px <- (lo$x + (xv - xr[1]) / (xr[2] - xr[1]) * (hi$x - lo$x)) * 72',
          f'  py <- {H_PT} - (lo$y + (yv - yr[1]) / (yr[2] - yr[1]) * (hi$y - lo$y)) * 72',
          '  cat(sprintf("P %.6f %.6f\\n", px, py), sep="") }', 'invisible(dev.off())']
    return run_r('\n'.join(g))


def run_r(script):
    with tempfile.NamedTemporaryFile('w', suffix='.R', delete=False) as f:
        f.write(script)
    try:
        out = subprocess.run(['Rscript', '--vanilla', f.name], capture_output=True, text=True)
        if out.returncode:
            raise RuntimeError(out.stderr + '\n' + script)
        return parse_positions(out.stdout)
    finally:
        os.unlink(f.name)


def parse_positions(text):
    series = []
    for line in text.splitlines():
        if line.startswith('S'):
            series.append([])
        elif line.startswith('P'):
            _, x, y = line.split()
            series[-1].append([float(x), float(y)])
    return series

# ---------------------------------------------------------------------------------------------
# gnuplot (pdfcairo)

GP_PT = {('circle', True): 7, ('circle', False): 6, ('square', True): 5, ('square', False): 4, ('triangle', True): 9, ('triangle', False): 8}


def gnuplot(kind, t, pdf, work):
    outside = t['legend'] == 'outside'
    s = [f'set terminal pdfcairo size {W_IN}in,{H_IN}in font "Helvetica,8"', f'set output "{pdf}"',
         'set border 3', 'set tics nomirror out', 'set key ' + ('outside right top' if outside else 'inside left top')]
    data = os.path.join(work, f'{kind}.dat')
    if kind == 'bar':
        with open(data, 'w') as f:
            f.write('cat ' + ' '.join(f'"{x["name"]}"' for x in t['series']) + '\n')
            for i, c in enumerate(t['categories']):
                f.write(f'"{c}" ' + ' '.join(str(x['y'][i]) for x in t['series']) + '\n')
        s += ['set style data histograms', 'set style histogram clustered gap 1', 'set style fill solid noborder', 'set boxwidth 1',
              f'set yrange [{t["ylim"][0]}:{t["ylim"][1]}]', f'set ytics ({", ".join(map(str, t["yticks"]))})', 'set xtics nomirror scale 0',
              'set linetype 1 lc rgb "%s"' % COLOURS[0], 'set linetype 2 lc rgb "%s"' % COLOURS[1],
              f'plot for [k=2:{len(t["series"]) + 1}] "{data}" using k:xtic(1) title columnhead']
    elif kind == 'stackedbar':
        # Row-stacked histograms: row i is the bar at x = i, column k its k-th segment from the bottom.
        n = len(t['categories'])
        with open(data, 'w') as f:
            f.write('cat ' + ' '.join(f'"{x["name"]}"' for x in t['series']) + '\n')
            for i, c in enumerate(t['categories']):
                f.write(f'"{c}" ' + ' '.join(str(x['y'][i]) for x in t['series']) + '\n')
        s += ['set style data histograms', 'set style histogram rowstacked', 'set style fill solid noborder', 'set boxwidth 0.6',
              f'set xrange [-0.6:{n - 0.4}]', f'set yrange [{t["ylim"][0]}:{t["ylim"][1]}]', f'set ytics ({", ".join(map(str, t["yticks"]))})',
              'set xtics nomirror scale 0']
        s += [f'set linetype {k + 1} lc rgb "{COLOURS[k]}"' for k in range(len(t['series']))]
        s.append(f'plot for [k=2:{len(t["series"]) + 1}] "{data}" using k:xtic(1) title columnhead')
    elif kind == 'dates':
        # Time data read with timefmt; the tick labels in the date part of gnuplot's default time
        # format ('04/01/21', month/day/year; the default adds a second line '00:00').
        with open(data, 'w') as f:
            for x in t['series']:
                for a, b in zip(x['x'], x['y']):
                    f.write(f'{a} {b}\n')
                f.write('\n\n')
        s += ['set xdata time', 'set timefmt "%Y-%m-%d"', f'set xrange ["{t["xlim"][0]}":"{t["xlim"][1]}"]', 'set format x "%m/%d/%y"',
              f'set xtics ({", ".join(json.dumps(v) for v in t["xticks"])})', f'set yrange [{t["ylim"][0]}:{t["ylim"][1]}]',
              f'set ytics ({", ".join(map(str, t["yticks"]))})']
        parts = [f'"{data}" index {k} using 1:2 with lines lw 1.5 lc rgb "{COLOURS[k]}" title "{x["name"]}"' for k, x in enumerate(t['series'])]
        s.append('plot ' + ', '.join(parts))
    else:
        with open(data, 'w') as f:
            for x in t['series']:
                for a, b in zip(x['x'], x['y']):
                    f.write(f'{a} {b}\n')
                f.write('\n\n')
        s += [f'set xrange [{t["xlim"][0]}:{t["xlim"][1]}]', f'set yrange [{t["ylim"][0]}:{t["ylim"][1]}]',
              f'set xtics ({", ".join(map(str, t["xticks"]))})', f'set ytics ({", ".join(map(str, t["yticks"]))})']
        if kind == 'log':
            s.append('set logscale y')
        parts = []
        for k, x in enumerate(t['series']):
            c = COLOURS[k]
            if kind == 'line':
                w = f'with lines lw 1.5 lc rgb "{c}"'
            elif kind == 'scatter':
                w = f'with points pt {GP_PT[(x["shape"], x["filled"])]} ps 0.6 lc rgb "{c}"'
            else:
                w = f'with linespoints lw 1 pt {GP_PT[(x["shape"], x["filled"])]} ps 0.5 lc rgb "{c}"'
            parts.append(f'"{data}" index {k} using 1:2 {w} title "{x["name"]}"')
        s.append('plot ' + ', '.join(parts))
    s += ['print sprintf("B %.6f %.6f %.6f %.6f", GPVAL_TERM_XMIN, GPVAL_TERM_XMAX, GPVAL_TERM_YMIN, GPVAL_TERM_YMAX)',
          'print sprintf("R %.10g %.10g %.10g %.10g", GPVAL_X_MIN, GPVAL_X_MAX, GPVAL_Y_MIN, GPVAL_Y_MAX)', 'set output']
    out = subprocess.run(['gnuplot'], input='\n'.join(s), capture_output=True, text=True)
    if out.returncode:
        raise RuntimeError(out.stderr)
    b = r = None
    for line in out.stderr.splitlines():
        if line.startswith('B '):
            b = [float(v) for v in line.split()[1:]]
        if line.startswith('R '):
            r = [float(v) for v in line.split()[1:]]
    # The plot border in points from the bottom-left corner; the cairo terminal draws every
    # coordinate half a point right and up of it (measured on the border it writes).
    xmin, xmax, ymin, ymax = b
    lx, hx, ly, hy = r
    log = kind == 'log'
    f = (lambda v: math.log10(v)) if log else (lambda v: v)

    def at(x, y):
        px = xmin + 0.5 + (x - lx) / (hx - lx) * (xmax - xmin)
        py = H_PT - 0.5 - (ymin + (f(y) - f(ly)) / (f(hy) - f(ly)) * (ymax - ymin))
        return [px, py]
    if kind == 'bar':
        n = len(t['series'])
        # Clustered histograms: category i at x = i, series k at i + (k - (n - 1) / 2) / (n + gap).
        return [[at(i + (k - (n - 1) / 2) / (n + 1), y) for i, y in enumerate(x['y'])] for k, x in enumerate(t['series'])]
    if kind == 'stackedbar':
        return [[at(i, y) for i, y in enumerate(top)] for top in stacked_tops(t)]
    if kind == 'dates':
        # Time axes count seconds since 1970-01-01.
        return [[at(day_number(a) * 86400, b2) for a, b2 in zip(x['x'], x['y'])] for x in t['series']]
    return [[at(a, b2) for a, b2 in zip(x['x'], x['y'])] for x in t['series']]

# ---------------------------------------------------------------------------------------------
# pgfplots: the axis box is placed at a known spot of a fixed bounding box (scale only axis).

PGF_MARK = {('circle', True): 'mark=*', ('circle', False): 'mark=o', ('square', True): 'mark=square*', ('square', False): 'mark=square',
            ('triangle', True): 'mark=triangle*', ('triangle', False): 'mark=triangle'}
CM = 72 / 2.54
PGF_LEFT, PGF_BOTTOM = 1.6, 1.2   # cm from the page's left and bottom edges to the axis box


def pgfplots(kind, t, pdf, work):
    outside = t['legend'] == 'outside'
    aw = 5.6 if outside else 8.2
    # Dates: room below the axis for the slanted labels.
    bottom = 2.0 if kind == 'dates' else PGF_BOTTOM
    ah = 4.9 if kind == 'dates' else 5.7
    pw, ph = W_IN * 2.54, H_IN * 2.54
    opts = ['scale only axis', f'width={aw}cm', f'height={ah}cm', 'tick label style={font=\\footnotesize}',
            'legend style={font=\\footnotesize}', 'axis lines=box']
    opts.append('legend pos=outer north east' if outside else 'legend pos=north west')
    body = []
    if kind in ('bar', 'stackedbar'):
        n = len(t['categories'])
        opts += (['ybar', 'bar width=0.3'] if kind == 'bar' else ['ybar stacked', 'bar width=0.6'])
        opts += [f'ymin={t["ylim"][0]}', f'ymax={t["ylim"][1]}', f'ytick={{{",".join(map(str, t["yticks"]))}}}',
                 f'xmin=-0.6', f'xmax={n - 0.4}', f'xtick={{{",".join(str(i) for i in range(n))}}}',
                 f'xticklabels={{{",".join(t["categories"])}}}', 'area legend']
        for k, x in enumerate(t['series']):
            body.append(f'\\addplot[fill=c{k}, draw=none] coordinates {{{" ".join(f"({i},{y})" for i, y in enumerate(x["y"]))}}};')
            body.append(f'\\addlegendentry{{{x["name"]}}}')
    elif kind == 'dates':
        # The dateplot library's own axis: days from date ZERO (kept near the data for pgfplots'
        # fixed-point precision). Its default labels ('2021-04-01') overlap at this width; these
        # are day.month.year ('01.04.2021'), turned 45 degrees, as European papers label dates.
        opts += ['date coordinates in=x', f'date ZERO={t["xlim"][0]}', f'xmin={t["xlim"][0]}', f'xmax={t["xlim"][1]}',
                 'xticklabel=\\day.\\month.\\year', 'xticklabel style={rotate=45, anchor=north east}',
                 f'xtick={{{",".join(t["xticks"])}}}', f'ymin={t["ylim"][0]}', f'ymax={t["ylim"][1]}',
                 f'ytick={{{",".join(map(str, t["yticks"]))}}}']
        for k, x in enumerate(t['series']):
            coords = ' '.join(f'({a},{b})' for a, b in zip(x['x'], x['y']))
            body.append(f'\\addplot[c{k}, thick, no markers] coordinates {{{coords}}};')
            body.append(f'\\addlegendentry{{{x["name"]}}}')
    else:
        opts += [f'xmin={t["xlim"][0]}', f'xmax={t["xlim"][1]}', f'ymin={t["ylim"][0]}', f'ymax={t["ylim"][1]}',
                 f'xtick={{{",".join(map(str, t["xticks"]))}}}']
        if kind == 'log':
            opts.append('ymode=log')
        else:
            opts.append(f'ytick={{{",".join(map(str, t["yticks"]))}}}')
        for k, x in enumerate(t['series']):
            coords = ' '.join(f'({a},{b})' for a, b in zip(x['x'], x['y']))
            if kind == 'line':
                style = f'c{k}, thick, no markers'
            elif kind == 'scatter':
                style = f'c{k}, only marks, {PGF_MARK[(x["shape"], x["filled"])]}, mark size=2pt'
            else:
                style = f'c{k}, {PGF_MARK[(x["shape"], x["filled"])]}, mark size=1.6pt'
            body.append(f'\\addplot[{style}] coordinates {{{coords}}};')
            body.append(f'\\addlegendentry{{{x["name"]}}}')
    colours = '\n'.join(f'\\definecolor{{c{k}}}{{HTML}}{{{c[1:].upper()}}}' for k, c in enumerate(COLOURS))
    libraries = '\\usepgfplotslibrary{dateplot}' if kind == 'dates' else ''
    # A page the size of the bounding box, the picture at its top-left corner (what the standalone
    # class with border=0pt makes, from the article class alone).
    tex = f"""\\documentclass{{article}}
\\usepackage{{pgfplots}}
{libraries}
\\pgfplotsset{{compat=1.18}}
\\paperwidth={pw}cm \\paperheight={ph}cm \\pdfpagewidth=\\paperwidth \\pdfpageheight=\\paperheight
\\hoffset=-1in \\voffset=-1in \\oddsidemargin=0pt \\evensidemargin=0pt \\topmargin=0pt \\headheight=0pt \\headsep=0pt
\\topskip=0pt \\parindent=0pt \\textwidth=\\paperwidth \\textheight=\\paperheight \\pagestyle{{empty}}
{colours}
\\begin{{document}}
\\begin{{tikzpicture}}
\\useasboundingbox (-{PGF_LEFT}cm,-{bottom}cm) rectangle ({pw - PGF_LEFT}cm,{ph - bottom}cm);
\\begin{{axis}}[{', '.join(opts)}, at={{(0,0)}}, anchor=south west]
{chr(10).join(body)}
\\end{{axis}}
\\end{{tikzpicture}}
\\end{{document}}
"""
    src = os.path.join(work, f'{kind}.tex')
    with open(src, 'w') as f:
        f.write(tex)
    out = subprocess.run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', f'{kind}.tex'], cwd=work, capture_output=True, text=True)
    if out.returncode:
        raise RuntimeError(out.stdout[-3000:])
    shutil.copy(os.path.join(work, f'{kind}.pdf'), pdf)
    x0, y0 = PGF_LEFT * CM, H_PT - bottom * CM
    wpt, hpt = aw * CM, ah * CM
    log = kind == 'log'
    f = (lambda v: math.log10(v)) if log else (lambda v: v)
    if kind in ('bar', 'stackedbar'):
        n = len(t['categories'])
        lx, hx = -0.6, n - 0.4
    elif kind == 'dates':
        lx, hx = 0, day_number(t['xlim'][1]) - day_number(t['xlim'][0])
    else:
        lx, hx = t['xlim']
    ly, hy = t['ylim']

    def at(x, y):
        return [x0 + (x - lx) / (hx - lx) * wpt, y0 - (f(y) - f(ly)) / (f(hy) - f(ly)) * hpt]
    if kind == 'bar':
        # ybar: bars of one x side by side, each bar width plus a 2pt gap, centred on the x.
        ns = len(t['series'])
        # ybar's default gap between the bars of one x: 2 pt (TeX points), in axis units.
        step = 0.3 + (2 * 72 / 72.27) / wpt * (hx - lx)
        return [[at(i + (k - (ns - 1) / 2) * step, y) for i, y in enumerate(x['y'])] for k, x in enumerate(t['series'])]
    if kind == 'stackedbar':
        return [[at(i, y) for i, y in enumerate(top)] for top in stacked_tops(t)]
    if kind == 'dates':
        z = day_number(t['xlim'][0])
        return [[at(day_number(a) - z, b) for a, b in zip(x['x'], x['y'])] for x in t['series']]
    return [[at(a, b) for a, b in zip(x['x'], x['y'])] for x in t['series']]

# ---------------------------------------------------------------------------------------------
# LibreOffice Calc: the data table on a hidden sheet and a chart object on a sheet of its own, in
# one flat ODS file (.fods), printed to PDF by `soffice --headless --convert-to pdf`. LibreOffice
# gives no mapping of data to the page, so the truth is read from the axis tick marks it writes
# (the first and last tick of each axis, at values the chart sets), as the other writers' ticks
# would give it.

LO_NS = ' '.join(f'xmlns:{k}="{v}"' for k, v in {
    'office': 'urn:oasis:names:tc:opendocument:xmlns:office:1.0', 'style': 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
    'text': 'urn:oasis:names:tc:opendocument:xmlns:text:1.0', 'table': 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
    'draw': 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0', 'fo': 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
    'xlink': 'http://www.w3.org/1999/xlink', 'svg': 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0',
    'chart': 'urn:oasis:names:tc:opendocument:xmlns:chart:1.0', 'number': 'urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0'}.items())
LO_SYMBOL = {'circle': 'circle', 'square': 'square', 'triangle': 'arrow-up'}
LO_EPOCH = 25569  # Calc's serial number of 1970-01-01


def lo_cell(v, date=False):
    from xml.sax.saxutils import escape
    if isinstance(v, str) and not date:
        return f'<table:table-cell office:value-type="string"><text:p>{escape(v)}</text:p></table:table-cell>'
    if date:
        return f'<table:table-cell table:style-name="isodate" office:value-type="date" office:date-value="{v}"><text:p>{v}</text:p></table:table-cell>'
    return f'<table:table-cell office:value-type="float" office:value="{v!r}"><text:p>{v}</text:p></table:table-cell>'


def lo_col(i):
    return 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i]


def libreoffice_fods(kind, t):
    """The spreadsheet: a hidden 'Data' sheet and a 'Chart' sheet holding the chart, 4 x 3 in."""
    series = t['series']
    rows, refs = [], []
    categorical = kind in ('bar', 'stackedbar')
    if categorical or kind == 'dates':
        xs = t['categories'] if categorical else series[0]['x']
        rows.append([''] + [s['name'] for s in series])
        for i, x in enumerate(xs):
            rows.append([(x, kind == 'dates')] + [s['y'][i] for s in series])
        n = len(xs)
        domain = f'Data.A2:Data.A{n + 1}'
        refs = [(f'Data.{lo_col(k + 1)}2:Data.{lo_col(k + 1)}{n + 1}', f'Data.{lo_col(k + 1)}1', domain) for k in range(len(series))]
        area = f'Data.A1:Data.{lo_col(len(series))}{n + 1}'
    else:
        # One x column and one y column per series: scatter series have x of their own.
        n = max(len(s['x']) for s in series)
        rows.append(sum([['x', s['name']] for s in series], []))
        for i in range(n):
            rows.append(sum([[s['x'][i], s['y'][i]] for s in series], []))
        refs = [(f'Data.{lo_col(2 * k + 1)}2:Data.{lo_col(2 * k + 1)}{n + 1}', f'Data.{lo_col(2 * k + 1)}1', f'Data.{lo_col(2 * k)}2:Data.{lo_col(2 * k)}{n + 1}')
                for k in range(len(series))]
        area = f'Data.A1:Data.{lo_col(2 * len(series) - 1)}{n + 1}'
    cells = ''.join('<table:table-row>' + ''.join(lo_cell(*v) if isinstance(v, tuple) else lo_cell(v) for v in r) + '</table:table-row>' for r in rows)

    def axis_props(lo, hi, step, log=False, date=False):
        extra = ' chart:logarithmic="true"' if log else ''
        data_style = ' style:data-style-name="isodatefmt" chart:link-data-style-to-source="false"' if date else ''
        return (f'<style:chart-properties chart:minimum="{lo}" chart:maximum="{hi}" chart:interval-major="{step}" chart:interval-minor-divisor="1"'
                f' chart:display-label="true" chart:tick-marks-major-outer="true" chart:tick-marks-major-inner="false"{extra}/>'), data_style
    styles = ['<style:style style:name="page" style:family="chart"><style:graphic-properties draw:stroke="none" draw:fill="solid" draw:fill-color="#ffffff"/></style:style>',
              '<style:style style:name="wall" style:family="chart"><style:graphic-properties draw:fill="none" draw:stroke="solid" svg:stroke-color="#b3b3b3"/></style:style>',
              '<style:style style:name="legend" style:family="chart"><style:text-properties fo:font-size="8pt"/></style:style>',
              '<style:style style:name="grid" style:family="chart"><style:graphic-properties svg:stroke-color="#dddddd"/></style:style>',
              '<number:date-style style:name="isodatefmt"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/>'
              '<number:text>-</number:text><number:day number:style="long"/></number:date-style>']
    plot_props = '<style:chart-properties chart:stacked="true" chart:vertical="false"/>' if kind == 'stackedbar' else '<style:chart-properties chart:vertical="false"/>'
    styles.append(f'<style:style style:name="plot" style:family="chart">{plot_props}</style:style>')
    if categorical:
        xprops, xds = '<style:chart-properties chart:display-label="true" chart:tick-marks-major-outer="true" chart:tick-marks-major-inner="false"/>', ''
    elif kind == 'dates':
        lo, hi = LO_EPOCH + day_number(t['xlim'][0]), LO_EPOCH + day_number(t['xlim'][1])
        xprops, xds = axis_props(lo, hi, 91, date=True)
    else:
        xprops, xds = axis_props(t['xlim'][0], t['xlim'][1], t['xticks'][1] - t['xticks'][0])
    yprops, yds = axis_props(t['ylim'][0], t['ylim'][1], 1 if kind == 'log' else t['yticks'][1] - t['yticks'][0], log=kind == 'log')
    styles.append(f'<style:style style:name="ax" style:family="chart"{xds}>{xprops}<style:text-properties fo:font-size="8pt"/></style:style>')
    styles.append(f'<style:style style:name="ay" style:family="chart"{yds}>{yprops}<style:text-properties fo:font-size="8pt"/></style:style>')
    chart_class = 'chart:bar' if categorical else 'chart:scatter'
    series_xml = []
    for k, (s, (vals, label, domain)) in enumerate(zip(series, refs)):
        c = COLOURS[k]
        if categorical:
            g = f'<style:graphic-properties draw:fill="solid" draw:fill-color="{c}" draw:stroke="none"/>'
            cp = ''
        else:
            stroke = 'none' if kind == 'scatter' else 'solid'
            g = f'<style:graphic-properties draw:stroke="{stroke}" svg:stroke-color="{c}" svg:stroke-width="0.04cm" draw:fill-color="{c}"/>'
            if kind in ('line', 'dates'):
                cp = '<style:chart-properties chart:symbol-type="none"/>'
            else:
                cp = (f'<style:chart-properties chart:symbol-type="named-symbol" chart:symbol-name="{LO_SYMBOL[s.get("shape") or "circle"]}"'
                      f' chart:symbol-width="0.18cm" chart:symbol-height="0.18cm"/>')
        styles.append(f'<style:style style:name="s{k}" style:family="chart">{cp}{g}</style:style>')
        dom = '' if categorical else f'<chart:domain table:cell-range-address="{domain}"/>'
        series_xml.append(f'<chart:series chart:style-name="s{k}" chart:values-cell-range-address="{vals}" chart:label-cell-address="{label}"'
                          f' chart:class="{chart_class}">{dom}</chart:series>')
    cats = f'<chart:categories table:cell-range-address="{refs[0][2]}"/>' if categorical else ''
    chart = f'''<office:document office:mimetype="application/vnd.oasis.opendocument.chart" office:version="1.2">
<office:automatic-styles>{''.join(styles)}</office:automatic-styles>
<office:body><office:chart><chart:chart svg:width="4in" svg:height="3in" chart:class="{chart_class}" chart:style-name="page">
<chart:legend chart:legend-position="end" style:legend-expansion="high" chart:style-name="legend"/>
<chart:plot-area chart:style-name="plot" table:cell-range-address="{area}" chart:data-source-has-labels="both">
<chart:wall chart:style-name="wall"/>
<chart:axis chart:dimension="x" chart:name="primary-x" chart:style-name="ax">{cats}</chart:axis>
<chart:axis chart:dimension="y" chart:name="primary-y" chart:style-name="ay"><chart:grid chart:class="major" chart:style-name="grid"/></chart:axis>
{''.join(series_xml)}
</chart:plot-area></chart:chart></office:chart></office:body></office:document>'''
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document {LO_NS} office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
<number:date-style style:name="isodatecell"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/></number:date-style>
<style:style style:name="isodate" style:family="table-cell" style:data-style-name="isodatecell"/>
<style:style style:name="onecol" style:family="table-column"><style:table-column-properties style:column-width="{W_IN}in"/></style:style>
<style:style style:name="onerow" style:family="table-row"><style:table-row-properties style:row-height="{H_IN}in" style:use-optimal-row-height="false"/></style:style>
<style:style style:name="hidden" style:family="table"><style:table-properties table:display="false"/></style:style>
<style:style style:name="shown" style:family="table"><style:table-properties table:display="true"/></style:style>
<style:page-layout style:name="pl"><style:page-layout-properties fo:page-width="{W_IN}in" fo:page-height="{H_IN}in" fo:margin-top="0in" fo:margin-bottom="0in" fo:margin-left="0in" fo:margin-right="0in"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pl"><style:header style:display="false"/><style:footer style:display="false"/></style:master-page></office:master-styles>
<office:body><office:spreadsheet>
<table:table table:name="Data" table:style-name="hidden">{cells}</table:table>
<table:table table:name="Chart" table:style-name="shown"><table:table-column table:style-name="onecol"/><table:shapes><draw:frame svg:x="0in" svg:y="0in" svg:width="{W_IN}in" svg:height="{H_IN}in" draw:z-index="0"><draw:object>{chart}</draw:object></draw:frame></table:shapes><table:table-row table:style-name="onerow"><table:table-cell/></table:table-row></table:table>
</office:spreadsheet></office:body></office:document>'''


def pdf_segments(pdf):
    """The straight two-point subpaths a PDF page strokes, in points from the top-left corner.

    A small reader of the content streams LibreOffice writes (FlateDecode; q/Q/cm, m/l/h, re, S).
    """
    import zlib
    data = open(pdf, 'rb').read()
    segs = []
    for m in re.finditer(rb'(?<!end)stream\r?\n', data):
        raw = data[m.end():data.index(b'endstream', m.end())]
        try:
            text = zlib.decompress(raw).decode('latin1')
        except zlib.error:
            continue
        if not re.search(r'\bl\b', text):
            continue
        text = re.sub(r'BT.*?ET', ' ', text, flags=re.S)
        ctm, stack, path, cur, nums = [1, 0, 0, 1, 0, 0], [], [], None, []

        def tr(x, y):
            a, b, c, d, e, f = ctm
            return (a * x + c * y + e, H_PT - (b * x + d * y + f))
        for tok in re.findall(r'/[^\s/\[\]<>()]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z*]+', text):
            if tok[0] == '/':
                continue
            if re.match(r'[-+.\d]', tok):
                nums.append(float(tok))
                continue
            if tok == 'q':
                stack.append(list(ctm))
            elif tok == 'Q' and stack:
                ctm = stack.pop()
            elif tok == 'cm' and len(nums) >= 6:
                a, b, c, d, e, f = nums[-6:]
                A, B, C, D, E, F = ctm
                ctm = [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F]
            elif tok == 'm' and len(nums) >= 2:
                cur = [tr(*nums[-2:])]
                path.append(cur)
            elif tok == 'l' and cur is not None and len(nums) >= 2:
                cur.append(tr(*nums[-2:]))
            elif tok in ('S', 's'):
                segs += [tuple(p) for p in path if len(p) == 2]
                path, cur = [], None
            elif tok in ('f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'n', 're'):
                if tok != 're':
                    path, cur = [], None
            nums = []
    return segs


def lo_ticks(segs, vertical):
    """The positions of one axis' tick marks: the largest set of short parallel strokes sharing their two ends' other coordinate."""
    groups = {}
    for (x0, y0), (x1, y1) in segs:
        if vertical and abs(x0 - x1) < 1e-6 and 0 < abs(y1 - y0) < 8:
            groups.setdefault((round(min(y0, y1), 2), round(max(y0, y1), 2)), []).append(x0)
        if not vertical and abs(y0 - y1) < 1e-6 and 0 < abs(x1 - x0) < 8:
            groups.setdefault((round(min(x0, x1), 2), round(max(x0, x1), 2)), []).append(y0)
    best = max(groups.values(), key=len)
    return sorted(set(best))


def libreoffice(kind, t, pdf, work):
    src = os.path.join(work, f'{kind}.fods')
    with open(src, 'w') as f:
        f.write(libreoffice_fods(kind, t))
    # Calc prints whole cells: the chart fills cell A1, a column and a row as large as the page; the
    # edges it overhangs by rounding come out as blank pages: page 1 only.
    filt = 'pdf:calc_pdf_Export:{"PageRange":{"type":"string","value":"1"}}'
    out = subprocess.run(['soffice', '--headless', f'-env:UserInstallation=file://{work}/profile', '--convert-to', filt, '--outdir', work, src],
                         capture_output=True, text=True, timeout=180)
    made = os.path.join(work, f'{kind}.pdf')
    if out.returncode or not os.path.exists(made):
        raise RuntimeError(out.stdout + out.stderr)
    shutil.copy(made, pdf)
    segs = pdf_segments(pdf)
    xt = lo_ticks(segs, vertical=True)
    yt = lo_ticks(segs, vertical=False)
    # y: the first tick is the axis minimum, the last the maximum (log: decades).
    f = (lambda v: math.log10(v)) if kind == 'log' else (lambda v: v)
    ly, hy = t['ylim']

    def y_at(y):
        return yt[-1] + (f(y) - f(ly)) / (f(hy) - f(ly)) * (yt[0] - yt[-1])
    if kind in ('bar', 'stackedbar'):
        # A category axis: a tick at each category's edges; the bars of a category share its slot,
        # separated by the gap (100 % of a bar's width) split on both sides.
        n = len(t['categories'])
        assert len(xt) == n + 1, (kind, xt)
        ns = 1 if kind == 'stackedbar' else len(t['series'])
        values = stacked_tops(t) if kind == 'stackedbar' else [s['y'] for s in t['series']]
        out = []
        for k in range(len(t['series'])):
            col = 0 if kind == 'stackedbar' else k
            pts = []
            for i, y in enumerate(values[k]):
                slot = xt[i + 1] - xt[i]
                w = slot / (ns + 1)
                pts.append([xt[i] + w / 2 + (col + 0.5) * w, y_at(y)])
            out.append(pts)
        return out
    if kind == 'dates':
        lx = LO_EPOCH + day_number(t['xlim'][0])
        tick_vals = [lx + 91 * i for i in range(len(xt))]

        def x_of(v):
            return LO_EPOCH + day_number(v)
    else:
        step = t['xticks'][1] - t['xticks'][0]
        tick_vals = [t['xlim'][0] + step * i for i in range(len(xt))]

        def x_of(v):
            return v

    def x_at(x):
        return xt[0] + (x_of(x) - tick_vals[0]) / (tick_vals[-1] - tick_vals[0]) * (xt[-1] - xt[0])
    return [[[x_at(x), y_at(y)] for x, y in zip(s['x'], s['y'])] for s in t['series']]

# ---------------------------------------------------------------------------------------------

WRITERS = ['matplotlib', 'rbase', 'ggplot2-pdf', 'ggplot2-cairo', 'gnuplot', 'pgfplots', 'libreoffice']
# (file name suffix, poppler tool, its arguments): splash (pdftoppm) and cairo (pdftocairo) snap
# edges and strokes to pixels differently, so both are rendered. JPEG q70 at 100 dpi only: at 200
# dpi it added little (it met the goal on 23 of 30 figures, the 100 dpi JPEG on 20) and the most bytes.
RENDERS = [(f'{prefix}{suffix}', tool, args)
           for prefix, tool in (('', 'pdftoppm'), ('pdftocairo-', 'pdftocairo'))
           for suffix, args in (('100dpi.png', ['-png', '-r', '100']), ('200dpi.png', ['-png', '-r', '200']),
                                ('100dpi-q70.jpg', ['-jpeg', '-jpegopt', 'quality=70', '-r', '100']))]


def draw(writer, kind, t, pdf, work):
    if writer == 'matplotlib':
        return mpl(kind, t, pdf)
    if writer == 'rbase':
        return r_base(kind, t, pdf)
    if writer == 'ggplot2-pdf':
        return ggplot(kind, t, pdf, 'pdf')
    if writer == 'ggplot2-cairo':
        return ggplot(kind, t, pdf, 'cairo')
    if writer == 'gnuplot':
        return gnuplot(kind, t, pdf, work)
    if writer == 'libreoffice':
        return libreoffice(kind, t, pdf, work)
    return pgfplots(kind, t, pdf, work)


def page_size(pdf):
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    m = re.search(r'Page size:\s+([\d.]+) x ([\d.]+)', info)
    return float(m.group(1)), float(m.group(2))


def kinds_of(writer):
    """Every writer draws every kind."""
    return list(TABLES)


def renders_of(writer, kind):
    """Kinds added later and LibreOffice's figures skip cairo's 200 dpi PNG, to keep the corpus small."""
    if writer == 'libreoffice' or kind in NEW_KINDS:
        return [r for r in RENDERS if r[0] != 'pdftocairo-200dpi.png']
    return RENDERS


def render(writer, kind, name, pdf):
    """The renders of a figure's PDF; the names of the images written."""
    images = []
    for suffix, tool, args in renders_of(writer, kind):
        stem = os.path.join(OUT, f'{name}-{suffix.rsplit(".", 1)[0]}')
        subprocess.run([tool, '-singlefile', *args, pdf, stem], check=True)
        images.append(f'{name}-{suffix}')
    return images


def main():
    # Arguments: writers ('matplotlib') or single figures ('matplotlib-dates'); none draws everything.
    args = sys.argv[1:]
    renders_only = '--renders-only' in args
    wanted = [a for a in args if a != '--renders-only'] or WRITERS
    os.makedirs(OUT, exist_ok=True)
    jobs = []
    for writer in WRITERS:
        for kind in kinds_of(writer):
            if writer in wanted or f'{writer}-{kind}' in wanted:
                jobs.append((writer, kind))
    for writer, kind in jobs:
        t = TABLES[kind]
        name = f'{writer}-{kind}'
        pdf = os.path.join(OUT, f'{name}.pdf')
        if renders_only:
            with open(os.path.join(OUT, f'{name}.json')) as f:
                truth = json.load(f)
            truth['images'] = render(writer, kind, name, pdf)
            with open(os.path.join(OUT, f'{name}.json'), 'w') as f:
                json.dump(truth, f, indent=1)
                f.write('\n')
            print(name)
            continue
        with tempfile.TemporaryDirectory() as work:
            positions = draw(writer, kind, t, pdf, work)
        w, h = page_size(pdf)
        assert abs(w - W_PT) < 0.5 and abs(h - H_PT) < 0.5, (name, w, h)
        images = render(writer, kind, name, pdf)
        tops = stacked_tops(t) if kind == 'stackedbar' else None

        def datum(k, s, i, p):
            d = {'x': (s['x'][i] if 'x' in s else t['categories'][i]), 'y': s['y'][i], 'pt': [round(p[0], 6), round(p[1], 6)]}
            if tops:
                # A stacked segment is read at its top: the cumulative value; 'value' is the segment's own.
                d['y'] = round(tops[k][i], 9)
                d['value'] = s['y'][i]
            return d
        truth = {
            'name': name, 'writer': writer, 'kind': kind,
            'axesType': 'bar' if kind in ('bar', 'stackedbar') else 'xy', 'log': {'x': False, 'y': kind == 'log'},
            'dates': {'x': kind == 'dates', 'y': False},
            'pageSize': [W_PT, H_PT], 'legend': t['legend'],
            'range': {'x': t.get('xlim'), 'y': t['ylim']}, 'categories': t.get('categories'),
            'pdf': f'{name}.pdf', 'images': images,
            'series': [{
                'name': s['name'], 'color': COLOURS[k], 'shape': s.get('shape'), 'filled': s.get('filled'),
                'points': [datum(k, s, i, p) for i, p in enumerate(positions[k])],
            } for k, s in enumerate(t['series'])],
        }
        if writer == 'libreoffice':
            # LibreOffice fills its markers: there are no open ones.
            for s in truth['series']:
                if s['filled'] is not None:
                    s['filled'] = True
        with open(os.path.join(OUT, f'{name}.json'), 'w') as f:
            json.dump(truth, f, indent=1)
            f.write('\n')
        print(name)


if __name__ == '__main__':
    main()

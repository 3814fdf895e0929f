# Two-arm Kaplan-Meier figures drawn by R base graphics, as vector PDFs, with the truth R computed:
# each arm's step corners (time, survival) and censoring times, the axis ticks and the
# number-at-risk table printed under the x axis.
# Run: Rscript scripts/make-survival-vector-fixtures.R   (needs Debian's r-cran-survival and r-cran-jsonlite)
# Writes tests/fixtures/survival/km-rbase-pdf.pdf (pdf()), km-rbase-cairo.pdf (cairo_pdf()), the same
# figure as rasters (png() at 100, 150 and 200 dpi, jpeg() at 100 dpi, quality 70, both through cairo)
# and km-vector.json. A raster's pixel is the page point times dpi / 72.
library(jsonlite)
source("scripts/survival-trial.R")
fit <- survfit(Surv(time, event) ~ arm, data = d)

draw <- function() {
  par(mar = c(9, 5, 1, 1), mgp = c(2.5, 0.7, 0))
  plot(fit, mark.time = TRUE, col = cols, lwd = 1, xaxt = "n", yaxt = "n", xlim = c(0, 30),
       xlab = "Months", ylab = "Overall survival")
  axis(1, at = ticks)
  axis(2, at = yticks, las = 1)
  legend("topright", legend = arm_names, col = cols, lty = 1, bty = "n")
  mtext("Number at risk", side = 1, line = 4, adj = 0, at = -7, cex = 0.9)
  for (k in 1:2) {
    mtext(arm_names[k], side = 1, line = 4 + k, at = -7, adj = 0, cex = 0.9)
    mtext(at_risk[[k]], side = 1, line = 4 + k, at = ticks, cex = 0.9)
  }
}

dir <- "tests/fixtures/survival"
pdf(file.path(dir, "km-rbase-pdf.pdf"), width = 6, height = 4.5)
draw()
# Positions on the page, in points from the top-left corner, as R maps the data.
page_pt <- function(x, y) list(x = grconvertX(x, "user", "inches") * 72, y = (4.5 - grconvertY(y, "user", "inches")) * 72)
origin <- page_pt(0, 0)
unit <- page_pt(30, 1)
dev.off()
cairo_pdf(file.path(dir, "km-rbase-cairo.pdf"), width = 6, height = 4.5)
draw()
dev.off()
for (dpi in c(100, 150, 200)) {
  png(file.path(dir, sprintf("km-rbase-%ddpi.png", dpi)), width = 6, height = 4.5, units = "in", res = dpi, type = "cairo")
  draw()
  dev.off()
}
jpeg(file.path(dir, "km-rbase-100dpi-q70.jpg"), width = 6, height = 4.5, units = "in", res = 100, quality = 70, type = "cairo")
draw()
dev.off()

arms <- lapply(1:2, arm_truth)
cx <- coxph(Surv(time, event) ~ arm, data = d)
out <- list(
  writer = "R base",
  files = c("km-rbase-pdf.pdf", "km-rbase-cairo.pdf"),
  rasters = list(list(file = "km-rbase-100dpi.png", dpi = 100), list(file = "km-rbase-150dpi.png", dpi = 150), list(file = "km-rbase-200dpi.png", dpi = 200), list(file = "km-rbase-100dpi-q70.jpg", dpi = 100)),
  x_ticks = ticks, y_ticks = yticks,
  # Where data (0, 0) and (30, 1) lie on the page, points from the top-left corner.
  plot_pt = list(origin = origin, unit = unit),
  arms = arms,
  # Cox hazard ratio of Drug against Control on the true data (Efron ties, coxph's default).
  cox_hr = unname(exp(coef(cx)))
)
write_json(out, file.path(dir, "km-vector.json"), digits = NA, auto_unbox = TRUE, pretty = TRUE, null = "null", na = "null")
for (a in arms) cat(a$name, ": n", a$n, "events", a$events, "median", a$median, "corners", length(a$corners$time), "censored", length(a$censor_times), "\n")

# The two-arm trial of scripts/make-survival-vector-fixtures.R (same seed, same patients) drawn
# by a second writer, ggplot2: geom_step for the curves (one polyline per arm), geom_point(shape = 3)
# for the censor marks, and the number at risk as text under the x axis (annotate() outside the
# panel, which clip = "off" lets through). Written through pdf() and cairo_pdf(), and as a 150 dpi
# PNG (cairo), with the truth R computed in km-ggplot.json (same shape as km-vector.json).
# Run: Rscript scripts/make-survival-ggplot-fixtures.R   (needs survival, jsonlite and ggplot2)
library(jsonlite)
library(ggplot2)
library(grid)
source("scripts/survival-trial.R")

# What geom_step is given: (0, 1), then the estimate at every time of the fit (event or censoring).
steps <- do.call(rbind, lapply(1:2, function(k) {
  f <- fits[[k]]
  data.frame(arm = arm_names[k], time = c(0, f$time), surv = c(1, f$surv))
}))
marks <- do.call(rbind, lapply(1:2, function(k) {
  f <- fits[[k]]
  data.frame(arm = arm_names[k], time = f$time[f$n.censor > 0], surv = f$surv[f$n.censor > 0])
}))
steps$arm <- factor(steps$arm, levels = arm_names)
marks$arm <- factor(marks$arm, levels = arm_names)

# The number at risk, in data coordinates below the panel.
risk <- data.frame(
  x = rep(ticks, 2), y = rep(c(-0.36, -0.44), each = length(ticks)),
  label = unlist(at_risk), arm = factor(rep(arm_names, each = length(ticks)), levels = arm_names)
)

p <- ggplot(steps, aes(time, surv, colour = arm)) +
  geom_step(direction = "hv", linewidth = 0.5) +
  geom_point(data = marks, shape = 3, size = 1.5, show.legend = FALSE) +
  scale_colour_manual(values = setNames(cols, arm_names), name = NULL) +
  scale_x_continuous(breaks = ticks, expand = expansion(mult = 0.02)) +
  scale_y_continuous(breaks = yticks, expand = expansion(mult = 0.02)) +
  coord_cartesian(xlim = c(0, 30), ylim = c(0, 1), clip = "off") +
  labs(x = "Months", y = "Overall survival") +
  annotate("text", x = -7, y = -0.28, label = "Number at risk", hjust = 0, size = 3.2) +
  annotate("text", x = -7, y = c(-0.36, -0.44), label = arm_names, hjust = 0, size = 3.2) +
  geom_text(data = risk, aes(x, y, label = label), colour = "black", size = 3.2, inherit.aes = FALSE) +
  theme_classic(base_size = 11) +
  theme(legend.position = c(0.85, 0.9), plot.margin = margin(5, 8, 75, 50))

dir <- "tests/fixtures/survival"
w <- 6
h <- 4.5
# Positions on the page, in points from the top-left corner, as ggplot2 maps the data.
page_pt <- function(x, y) {
  b <- ggplot_build(p)$layout$panel_params[[1]]
  seekViewport("panel.7-5-7-5")
  loc <- deviceLoc(unit((x - b$x.range[1]) / diff(b$x.range), "npc"), unit((y - b$y.range[1]) / diff(b$y.range), "npc"), valueOnly = TRUE)
  upViewport(0)
  list(x = loc$x * 72, y = (h - loc$y) * 72)
}
# ggplot2 lays the panel out from the text's measures, which differ by device: each file gets
# its own positions.
pdf(file.path(dir, "km-ggplot-pdf.pdf"), width = w, height = h)
print(p)
origin <- page_pt(0, 0)
unit_pt <- page_pt(30, 1)
dev.off()
cairo_pdf(file.path(dir, "km-ggplot-cairo.pdf"), width = w, height = h)
print(p)
dev.off()
png(file.path(dir, "km-ggplot-150dpi.png"), width = w, height = h, units = "in", res = 150, type = "cairo")
print(p)
raster_pt <- list(origin = page_pt(0, 0), unit = page_pt(30, 1))
dev.off()

arms <- lapply(1:2, function(k) c(arm_truth(k), list(ipd = list(time = d$time[d$arm == k - 1L], event = d$event[d$arm == k - 1L]))))
cx <- coxph(Surv(time, event) ~ arm, data = d)
out <- list(
  writer = "ggplot2",
  files = c("km-ggplot-pdf.pdf", "km-ggplot-cairo.pdf"),
  rasters = list(list(file = "km-ggplot-150dpi.png", dpi = 150, plot_pt = raster_pt)),
  x_ticks = ticks, y_ticks = yticks,
  plot_pt = list(origin = origin, unit = unit_pt),
  arms = arms,
  cox_hr = unname(exp(coef(cx)))
)
write_json(out, file.path(dir, "km-ggplot.json"), digits = NA, auto_unbox = TRUE, pretty = TRUE, null = "null", na = "null")
cat("origin", unlist(origin), "unit", unlist(unit_pt), "raster", unlist(raster_pt), "HR", out$cox_hr, "\n")

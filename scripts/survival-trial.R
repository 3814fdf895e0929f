# The simulated two-arm trial both Kaplan-Meier figure scripts draw (same seed, same patients): the
# data, each arm's fit, the axis ticks, the number at risk at the x ticks, and the step function as
# a figure draws it. Sourced by scripts/make-survival-vector-fixtures.R (R base graphics) and
# scripts/make-survival-ggplot-fixtures.R (ggplot2).
library(survival)

set.seed(2024)
n <- 40
arm <- rep(c(0L, 1L), each = n)
event_time <- rexp(2 * n, rate = 0.07 * ifelse(arm == 1L, 0.55, 1))
cens_time <- runif(2 * n, 3, 30)
time <- round(pmin(event_time, cens_time), 1)
time[time <= 0] <- 0.1
event <- as.integer(event_time <= cens_time)
d <- data.frame(arm, time, event)
arm_names <- c("Control", "Drug")
cols <- c("#1f77b4", "#d62728")
ticks <- seq(0, 30, 6)
yticks <- seq(0, 1, 0.2)

fits <- lapply(0:1, function(a) survfit(Surv(time, event) ~ 1, data = d[d$arm == a, ]))
at_risk <- lapply(fits, function(f) summary(f, times = ticks, extend = TRUE)$n.risk)

# The step function as a figure draws it: (0, 1), the top and bottom of each drop, then on to
# the last follow-up time.
corners <- function(f) {
  t <- c(0); s <- c(1); prev <- 1
  for (i in seq_along(f$time)) {
    if (f$n.event[i] > 0) {
      t <- c(t, f$time[i], f$time[i]); s <- c(s, prev, f$surv[i]); prev <- f$surv[i]
    }
  }
  last <- max(f$time)
  if (tail(t, 1) < last) { t <- c(t, last); s <- c(s, prev) }
  list(time = t, surv = s)
}

# One arm's truth as the fixtures' JSON holds it.
arm_truth <- function(k) {
  f <- fits[[k]]
  list(
    name = arm_names[k],
    color = cols[k],
    n = f$n,
    events = sum(f$n.event),
    median = unname(quantile(f, probs = 0.5)$quantile),
    corners = corners(f),
    censor_times = f$time[f$n.censor > 0],
    at_risk = at_risk[[k]]
  )
}

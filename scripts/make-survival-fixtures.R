# Simulated two-arm trials with known individual patient data, and R survival's numbers on them.
# Run: Rscript scripts/make-survival-fixtures.R   (needs Debian's r-cran-survival and r-cran-jsonlite; install them with
# apt-get install --no-install-recommends: their recommended packages add system fonts that change how
# browsers render PDF text, and the story screenshots with it)
library(survival)
library(jsonlite)

simulate <- function(name, seed, n, rate0, hr, accrual, followup, digits) {
  set.seed(seed)
  arm <- rep(c(0L, 1L), each = n)
  event_time <- rexp(2 * n, rate = rate0 * ifelse(arm == 1L, hr, 1))
  entry <- runif(2 * n, 0, accrual)
  dropout <- rexp(2 * n, rate = 0.02)
  admin <- accrual + followup - entry
  cens <- pmin(dropout, admin)
  time <- round(pmin(event_time, cens), digits)
  time[time <= 0] <- 10^-digits
  event <- as.integer(event_time <= cens)
  d <- data.frame(arm, time, event)

  times5 <- round(quantile(d$time, c(0.1, 0.25, 0.4, 0.55, 0.7), names = FALSE), 1)
  arms <- lapply(0:1, function(a) {
    s <- d[d$arm == a, ]
    fit <- survfit(Surv(time, event) ~ 1, data = s)
    sm <- summary(fit, times = times5, extend = TRUE)
    q <- quantile(fit, probs = 0.5, conf.int = TRUE)
    list(
      ipd = list(time = s$time, event = s$event),
      km = list(time = fit$time, n_risk = fit$n.risk, n_event = fit$n.event, n_censor = fit$n.censor,
                surv = fit$surv, std_err = fit$std.err, lower = fit$lower, upper = fit$upper),
      median = list(median = unname(q$quantile), lower = unname(q$lower), upper = unname(q$upper)),
      at_times = list(time = sm$time, surv = sm$surv, lower = sm$lower, upper = sm$upper)
    )
  })
  sd <- survdiff(Surv(time, event) ~ arm, data = d)
  cx <- coxph(Surv(time, event) ~ arm, data = d)
  scx <- summary(cx)
  out <- list(
    name = name, seed = seed, n_per_arm = n,
    conf_type = fit_conf <- "log", ties = "efron",
    control = arms[[1]], experimental = arms[[2]],
    logrank = list(chisq = unname(sd$chisq), p = 1 - pchisq(sd$chisq, 1)),
    cox = list(coef = unname(coef(cx)), se = unname(sqrt(vcov(cx))[1]), hr = unname(exp(coef(cx))),
               lower = unname(scx$conf.int[1, "lower .95"]), upper = unname(scx$conf.int[1, "upper .95"]),
               p = unname(scx$coefficients[1, "Pr(>|z|)"]))
  )
  write_json(out, file.path("tests/fixtures/survival", paste0(name, ".json")), digits = NA, auto_unbox = TRUE, null = "null", na = "null")
  cat(name, ": events", sum(d$event), "HR", exp(coef(cx)), "\n")
}

simulate("small-50", seed = 11, n = 50, rate0 = 0.03, hr = 0.6, accrual = 12, followup = 12, digits = 1)
simulate("medium-300", seed = 22, n = 300, rate0 = 0.05, hr = 0.7, accrual = 24, followup = 24, digits = 2)
simulate("large-600", seed = 33, n = 600, rate0 = 0.04, hr = 0.8, accrual = 24, followup = 36, digits = 2)

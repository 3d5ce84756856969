/** "smooth", or "instant" when the shopper has asked for reduced motion (WCAG 2.3.3). */
export function scrollBehavior(): ScrollBehavior {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
}

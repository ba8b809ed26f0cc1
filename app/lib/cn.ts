import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Plain clsx, without tailwind-merge: our components never pass conflicting
 * utilities, and tailwind-merge would add 8 KB gzip to every page's first load.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

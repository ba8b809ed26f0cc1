// The shapes a setting's value may take (whole numbers within bounds, addresses), each checked with a message
// that names the variable (config.server.ts reads them all).
import { z } from "zod";
import { isWebUrl } from "~/lib/web-url";

export const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      if (value === "") return fallback;
      const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(number >= min && number <= max)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return number;
    });

export const optionalText = z.string().trim().default("");

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"];

/** An http(s) address; `originOnly` refuses a path, query, fragment or user name. */
export function httpUrl(value: string, originOnly: boolean): URL | undefined {
  try {
    const url = new URL(value);
    if (!isWebUrl(url)) return undefined;
    if (url.username || url.password) return undefined;
    if (originOnly && value.replace(/\/$/, "") !== url.origin) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An API's base address (a test points it at a fake), without a trailing slash. */
export const apiUrl = (name: string, fallback: string) =>
  optionalText
    .transform((value) => (value || fallback).replace(/\/+$/, ""))
    .refine((value) => httpUrl(value, false), { message: `${name} must be an http(s) address` });

export const alphanumericId = (message: string) =>
  optionalText.refine((value) => /^[A-Za-z0-9]*$/.test(value), { message });

/** A redis:// (or rediss://, with TLS) address of Valkey or Redis: a host, maybe a port, a password, a database. */
export function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const database = url.pathname.replace(/^\//, "");
    return (
      (url.protocol === "redis:" || url.protocol === "rediss:") &&
      url.hostname !== "" &&
      /^\d*$/.test(database)
    );
  } catch {
    return false;
  }
}

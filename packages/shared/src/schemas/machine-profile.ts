import { z } from 'zod';
import { text, withoutBidiControls } from './text.ts';

/*
 * A client's machines (GET/PUT /user/machine-profile; docs/product.md §Files): the formats every delivery
 * comes in, and what the worksheet, the needle plan and the quality check need to know about the machine.
 * Anything left out takes the default below, so a client who never opens the section still gets a delivery a
 * commercial multi-needle machine sews.
 */

/** The stitch formats a delivery can be written in (each one the stitch package reads and writes). */
export const MACHINE_FORMATS = ['DST', 'PES', 'EXP', 'JEF', 'VP3', 'XXX', 'PEC', 'HUS'] as const;
export type MachineFormat = (typeof MACHINE_FORMATS)[number];

/** The file extension of each format, lower case, without the dot. */
export const MACHINE_FORMAT_EXTENSIONS: Record<MachineFormat, string> = {
  DST: 'dst',
  PES: 'pes',
  EXP: 'exp',
  JEF: 'jef',
  VP3: 'vp3',
  XXX: 'xxx',
  PEC: 'pec',
  HUS: 'hus',
};

/** The thread charts every server ships (the palettes the PES and JEF formats define). */
export const BUILT_IN_THREAD_CHARTS = ['brother', 'janome'] as const;

export const MAX_MACHINE_NEEDLES = 15;
/** The largest hoop any machine takes is well under a metre a side. */
export const MAX_HOOP_MM = 1500;

export const DEFAULT_MACHINE_PROFILE = {
  formats: ['DST'] as MachineFormat[],
  pesVersion: 6 as 1 | 6,
  needles: 15,
  hoopMm: { width: 180, height: 130 },
  threadChart: 'brother',
  speedSpm: 800,
  secondsPerTrim: 4,
  secondsPerColorChange: 10,
  fabricMm: 1,
  /** Stitches shorter than this are flagged before delivery: some machines refuse them. */
  shortestStitchMm: 0.3,
};

const chartId = z.union([z.enum(BUILT_IN_THREAD_CHARTS), z.uuid({ error: 'Thread chart not found' })]);

export const machineProfileSchema = z
  .object({
    formats: z
      .array(z.enum(MACHINE_FORMATS, { error: `Formats are ${MACHINE_FORMATS.join(', ')}` }))
      .min(1, { error: 'Choose at least one format' })
      .max(MACHINE_FORMATS.length)
      .refine((list) => new Set(list).size === list.length, { error: 'Each format once' })
      .describe('The formats every delivery comes in'),
    pesVersion: z
      .union([z.literal(1), z.literal(6)], { error: 'PES version is 1 or 6' })
      .optional()
      .describe('Version 1 for older Brother machines; default 6'),
    needles: z
      .number()
      .int({ error: 'Needles must be a whole number' })
      .min(1, { error: 'At least 1 needle' })
      .max(MAX_MACHINE_NEEDLES, { error: `At most ${MAX_MACHINE_NEEDLES} needles` })
      .optional()
      .describe('Needles on the machine; default 15'),
    hoopMm: z
      .object({
        width: z.number().positive({ error: 'Hoop width must be above 0' }).max(MAX_HOOP_MM),
        height: z.number().positive({ error: 'Hoop height must be above 0' }).max(MAX_HOOP_MM),
      })
      .strict()
      .optional()
      .describe('The largest hoop’s sewing field, mm; default 180 × 130'),
    threadChart: chartId
      .optional()
      .describe("The thread brand on the shelf: 'brother', 'janome' or an imported chart's id"),
    speedSpm: z
      .number()
      .int()
      .min(100, { error: 'Speed must be at least 100 stitches per minute' })
      .max(2000, { error: 'Speed must be at most 2000 stitches per minute' })
      .optional()
      .describe('Machine speed, stitches per minute; default 800'),
    secondsPerTrim: z
      .number({ error: 'Seconds per trim must be a number' })
      .min(0, { error: 'Seconds per trim cannot be negative' })
      .max(60, { error: 'Seconds per trim must be at most 60' })
      .optional()
      .describe('Time the machine loses per trim, seconds; default 4'),
    secondsPerColorChange: z
      .number({ error: 'Seconds per colour change must be a number' })
      .min(0, { error: 'Seconds per colour change cannot be negative' })
      .max(600, { error: 'Seconds per colour change must be at most 600' })
      .optional()
      .describe(
        'Time lost per colour change (needle change, or re-threading on one needle), seconds; default 10',
      ),
    fabricMm: z
      .number({ error: 'Fabric thickness must be a number' })
      .min(0, { error: 'Fabric thickness cannot be negative' })
      .max(10, { error: 'Fabric thickness must be at most 10 mm' })
      .optional()
      .describe('Thickness of what is usually sewn, garment and backing, mm (thread estimate); default 1'),
    shortestStitchMm: z
      .number()
      .min(0.1, { error: 'The shortest stitch must be at least 0.1 mm' })
      .max(2, { error: 'The shortest stitch must be at most 2 mm' })
      .optional()
      .describe('Stitches shorter than this (mm) are flagged before delivery; default 0.3'),
  })
  .strict();

export type MachineProfileInput = z.input<typeof machineProfileSchema>;

/** The profile as answered: every field present. */
export const machineProfileResponseSchema = z
  .object({
    formats: z.array(z.enum(MACHINE_FORMATS)),
    pesVersion: z.union([z.literal(1), z.literal(6)]),
    needles: z.number().int(),
    hoopMm: z.object({ width: z.number(), height: z.number() }),
    threadChart: z.string(),
    speedSpm: z.number().int(),
    secondsPerTrim: z.number(),
    secondsPerColorChange: z.number(),
    fabricMm: z.number(),
    shortestStitchMm: z.number(),
  })
  .meta({ id: 'MachineProfile' });

export type MachineProfile = z.infer<typeof machineProfileResponseSchema>;

/**
 * A client's machines as staff read them (the client page, the staff order page): the profile, and
 * the thread chart it names in words, since an imported chart's id is no name for a person.
 */
export const clientMachinesSchema = machineProfileResponseSchema
  .extend({
    threadChartName: z
      .object({ brand: z.string(), name: z.string() })
      .describe(
        'The brand and name of the chart `threadChart` names (Brother’s when it names one since removed)',
      ),
  })
  .meta({ id: 'ClientMachineProfile' });
export type ClientMachines = z.infer<typeof clientMachinesSchema>;

/** A stored (possibly partial) profile with the defaults filled in. */
export function withProfileDefaults(stored: Partial<MachineProfile> | null | undefined): MachineProfile {
  return {
    formats: stored?.formats?.length ? stored.formats : DEFAULT_MACHINE_PROFILE.formats,
    pesVersion: stored?.pesVersion ?? DEFAULT_MACHINE_PROFILE.pesVersion,
    needles: stored?.needles ?? DEFAULT_MACHINE_PROFILE.needles,
    hoopMm: stored?.hoopMm ?? DEFAULT_MACHINE_PROFILE.hoopMm,
    threadChart: stored?.threadChart ?? DEFAULT_MACHINE_PROFILE.threadChart,
    speedSpm: stored?.speedSpm ?? DEFAULT_MACHINE_PROFILE.speedSpm,
    secondsPerTrim: stored?.secondsPerTrim ?? DEFAULT_MACHINE_PROFILE.secondsPerTrim,
    secondsPerColorChange: stored?.secondsPerColorChange ?? DEFAULT_MACHINE_PROFILE.secondsPerColorChange,
    fabricMm: stored?.fabricMm ?? DEFAULT_MACHINE_PROFILE.fabricMm,
    shortestStitchMm: stored?.shortestStitchMm ?? DEFAULT_MACHINE_PROFILE.shortestStitchMm,
  };
}

/**
 * What the sew-out estimate (`sewEstimate` of @stitchdesk/stitch) takes from a client's machines:
 * the API, the worksheet and the approval sheet all pass it this, so they give one figure.
 */
export function sewSettingsOf(
  profile: Pick<MachineProfile, 'speedSpm' | 'secondsPerTrim' | 'secondsPerColorChange' | 'fabricMm'>,
): { stitchesPerMinute: number; secondsPerTrim: number; secondsPerColorChange: number; fabricMm: number } {
  return {
    stitchesPerMinute: profile.speedSpm,
    secondsPerTrim: profile.secondsPerTrim,
    secondsPerColorChange: profile.secondsPerColorChange,
    fabricMm: profile.fabricMm,
  };
}

/**
 * What a stitch file is served as (`stitch.formats[].format`, and the path segment of its URL): each
 * machine format, PES twice (`pes` is version 6, `pes1` version 1 for older Brother machines).
 */
export const CONVERSION_FORMATS = ['dst', 'pes', 'pes1', 'exp', 'jef', 'vp3', 'xxx', 'pec', 'hus'] as const;
export type ConversionFormat = (typeof CONVERSION_FORMATS)[number];

/** The conversion a profile's format asks for. */
export function conversionFormatOf(format: MachineFormat, pesVersion: 1 | 6 = 6): ConversionFormat {
  if (format === 'PES') return pesVersion === 1 ? 'pes1' : 'pes';
  return MACHINE_FORMAT_EXTENSIONS[format] as ConversionFormat;
}

/** The machine format and PES version of a conversion. */
export function machineFormatOf(conversion: ConversionFormat): { format: MachineFormat; pesVersion?: 1 | 6 } {
  if (conversion === 'pes') return { format: 'PES', pesVersion: 6 };
  if (conversion === 'pes1') return { format: 'PES', pesVersion: 1 };
  return { format: conversion.toUpperCase() as MachineFormat };
}

/**
 * The name a design is served under in a format: `<design>.<ext>`, PES version 1 as
 * `<design>-pesv1.pes` so the two PES files of one design never share a name.
 */
export function convertedFileName(fileName: string, conversion: ConversionFormat): string {
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName) || 'design';
  return conversion === 'pes1' ? `${stem}-pesv1.pes` : `${stem}.${conversion}`;
}

/** A design's production worksheet, named beside it: `crest.dst` → `crest-worksheet.pdf`. */
export function worksheetFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}-worksheet.pdf`;
}

/** An admin's brand chart import: its brand and name, and the CSV (`code,name,hex` a line). */
export const threadChartImportSchema = z
  .object({
    brand: text().trim().min(1, { error: 'Brand is required' }).max(60),
    name: text().trim().min(1, { error: 'Chart name is required' }).max(120),
    // Its cells are codes and names, shown as single-line text is: no direction overrides either.
    csv: text('multiline')
      .overwrite(withoutBidiControls)
      .min(1, { error: 'Paste the chart: code,name,hex a line' })
      .max(512 * 1024, { error: 'The chart is too long' }),
  })
  .strict();

export const threadChartSchema = z
  .object({
    id: z.string().describe("'brother', 'janome' or an imported chart's id"),
    brand: z.string(),
    name: z.string(),
    builtIn: z.boolean(),
    threads: z.array(z.object({ code: z.string(), name: z.string(), hex: z.string() })),
  })
  .meta({ id: 'ThreadChart' });

export type ThreadChartInfo = z.infer<typeof threadChartSchema>;

/** Most stops a summary lists, and so the most codes staff can pin on one file. */
export const MAX_PINNED_STOPS = 100;

/** Staff pin a thread code per stop of a delivered file: `{pins: {"1": "1043", …}}` (stop numbers from 1). */
export const threadPinsSchema = z
  .object({
    pins: z
      .record(
        z.string().regex(/^[1-9]\d{0,2}$/, { error: 'Stops are numbered from 1' }),
        text().trim().min(1, { error: 'A thread code is required' }).max(20),
      )
      .refine((pins) => Object.keys(pins).length <= MAX_PINNED_STOPS, {
        error: `At most ${MAX_PINNED_STOPS} stops`,
      }),
  })
  .strict();

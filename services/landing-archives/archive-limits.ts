import { BadRequestError } from '../errors';

/** Bounds of a hosted-landing ZIP (docs/hosted-landings.md). */
export const ARCHIVE_LIMITS = {
  /** The upload itself (spec: landing ZIP up to 128 MiB); beyond it the answer is 413. */
  maxArchiveBytes: 128 * 1024 * 1024,
  /** Files and folders in the archive. */
  maxEntries: 2000,
  /** Sum of the files' uncompressed sizes. */
  maxTotalBytes: 512 * 1024 * 1024,
  /** Uncompressed total over archive size: beyond it the archive is treated as a ZIP bomb… */
  maxRatio: 100,
  /** …once it expands to more than this (small, highly compressible text is fine). */
  ratioFloorBytes: 16 * 1024 * 1024,
  maxPathLength: 1024,
  /** In UTF-8 bytes: what file systems allow for one name (NAME_MAX), not in characters. */
  maxSegmentBytes: 255,
  maxDepth: 32,
} as const;

/** What one central-directory entry looks like to the checks (yauzl's Entry has these fields). */
export interface ArchiveEntry {
  fileName: string;
  uncompressedSize: number;
  compressedSize: number;
  externalFileAttributes: number;
  versionMadeBy: number;
  generalPurposeBitFlag: number;
  compressionMethod: number;
}

/** A file to write: where it comes from in the archive and where it goes under the version folder. */
export interface PlannedFile {
  entry: ArchiveEntry;
  /** Relative path with '/' separators, the top folder (if any) stripped. */
  target: string;
}

export interface ExtractionPlan {
  files: PlannedFile[];
  /** Folders to create (relative, parents before children). */
  directories: string[];
  totalBytes: number;
  /** The single top folder that was stripped, or null when index.html sits at the root. */
  strippedPrefix: string | null;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
/** Hosts whose upper attribute bytes carry a Unix mode (Unix, and macOS's Info-ZIP). */
const UNIX_HOSTS = new Set([3, 19]);
const MSDOS_DIRECTORY = 0x10;

/** Stored (0) and deflated (8) are what every ZIP tool writes; yauzl reads nothing else. */
const SUPPORTED_METHODS = new Set([0, 8]);

/** Entries added by macOS's archiver that are never part of a page. */
function isMacJunk(name: string): boolean {
  return name.startsWith('__MACOSX/') || name === '.DS_Store' || name.endsWith('/.DS_Store');
}

function refuse(message: string): never {
  throw new BadRequestError(message);
}

/**
 * Where an entry is, in refusals: its position in the archive, never its name (an error repeats
 * no submitted value; a ZIP tool lists entries in this order).
 */
const at = (position: number) => `entry ${position + 1} of the ZIP`;

/** Refuses any name that could leave the landing's folder or be read differently by another system. */
export function checkEntryName(name: string, position: number): string[] {
  const unsafe = (why: string) => refuse(`${at(position)} has an unsafe path (${why})`);
  if (name.length === 0 || name.length > ARCHIVE_LIMITS.maxPathLength) unsafe('empty or too long');
  if (name.includes('\\')) unsafe('backslash');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) unsafe('absolute');
  if (/[\u0000-\u001f\u007f]/.test(name)) unsafe('control character');
  const segments = name.replace(/\/$/, '').split('/');
  for (const segment of segments) {
    if (segment === '..') unsafe('..');
    if (segment === '' || segment === '.') unsafe('empty or . segment');
    if (Buffer.byteLength(segment, 'utf8') > ARCHIVE_LIMITS.maxSegmentBytes) unsafe('name too long');
  }
  if (segments.length > ARCHIVE_LIMITS.maxDepth) unsafe('nested too deep');
  return segments;
}

/** 'file' or 'directory'; anything else (symbolic link, device, FIFO, socket) is refused. */
export function entryKind(entry: ArchiveEntry, position: number): 'file' | 'directory' {
  const isDirectoryName = entry.fileName.endsWith('/');
  if (UNIX_HOSTS.has(entry.versionMadeBy >> 8)) {
    const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (mode === S_IFLNK) refuse(`${at(position)} is a symbolic link`);
    if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) refuse(`${at(position)} is a special file`);
    if (mode === S_IFDIR && !isDirectoryName) refuse(`${at(position)} is a folder entry without a trailing slash`);
    if (mode === S_IFREG && isDirectoryName) refuse(`${at(position)} is a file entry named like a folder`);
  } else if ((entry.externalFileAttributes & MSDOS_DIRECTORY) !== 0 && !isDirectoryName) {
    refuse(`${at(position)} is a folder entry without a trailing slash`);
  }
  return isDirectoryName ? 'directory' : 'file';
}

/**
 * Checks the whole central directory before anything is written: names, kinds, counts, sizes,
 * encryption, the ZIP-bomb ratio and the index.html rule; returns what to extract where.
 */
export function planExtraction(entries: ArchiveEntry[], archiveBytes: number): ExtractionPlan {
  if (entries.length > ARCHIVE_LIMITS.maxEntries)
    refuse(`the ZIP has more than ${ARCHIVE_LIMITS.maxEntries} files and folders`);
  const files: Array<{ entry: ArchiveEntry; segments: string[]; position: number }> = [];
  const folders = new Set<string>();
  const seen = new Set<string>();
  let totalBytes = 0;
  for (const [position, entry] of entries.entries()) {
    const segments = checkEntryName(entry.fileName, position);
    const kind = entryKind(entry, position);
    if (isMacJunk(entry.fileName)) continue;
    const key = segments.join('/');
    if (seen.has(key)) refuse(`${at(position)} repeats the path of an earlier entry`);
    seen.add(key);
    if (kind === 'directory') {
      folders.add(key);
      continue;
    }
    if ((entry.generalPurposeBitFlag & 0x1) !== 0) refuse(`${at(position)} is encrypted`);
    if (!SUPPORTED_METHODS.has(entry.compressionMethod))
      refuse(`${at(position)} uses an unsupported compression method (stored and deflate only)`);
    totalBytes += entry.uncompressedSize;
    if (totalBytes > ARCHIVE_LIMITS.maxTotalBytes)
      refuse(`the ZIP expands to more than ${ARCHIVE_LIMITS.maxTotalBytes / 1024 / 1024} MiB`);
    files.push({ entry, segments, position });
  }
  if (totalBytes > ARCHIVE_LIMITS.ratioFloorBytes && totalBytes > archiveBytes * ARCHIVE_LIMITS.maxRatio) {
    refuse(`the ZIP expands more than ${ARCHIVE_LIMITS.maxRatio} times its size (a ZIP bomb?)`);
  }
  for (const file of files) {
    // A file must not also be a folder ("a" and "a/b"): one of them could not be written.
    for (let depth = 1; depth < file.segments.length; depth++) {
      const parent = file.segments.slice(0, depth).join('/');
      if (seen.has(parent) && !folders.has(parent))
        refuse(`${at(file.position)} lies in a folder that is also a file of the ZIP`);
    }
  }

  const strippedPrefix = indexFolder(files.map((f) => f.segments));
  const strip = strippedPrefix === null ? 0 : 1;
  const planned = files.map(({ entry, segments }) => ({ entry, target: segments.slice(strip).join('/') }));
  const directories = new Set<string>();
  for (const { target } of planned) {
    const parts = target.split('/');
    for (let depth = 1; depth < parts.length; depth++) directories.add(parts.slice(0, depth).join('/'));
  }
  return {
    files: planned,
    directories: [...directories].sort((a, b) => a.split('/').length - b.split('/').length),
    totalBytes,
    strippedPrefix,
  };
}

/** null when index.html is at the root; the folder name when everything sits in one folder that has it. */
function indexFolder(files: string[][]): string | null {
  if (files.some((segments) => segments.length === 1 && segments[0] === 'index.html')) return null;
  const tops = new Set(files.map((segments) => (segments.length > 1 ? segments[0] : '')));
  const [top] = tops;
  if (tops.size === 1 && top !== '' && files.some((segments) => segments.length === 2 && segments[1] === 'index.html'))
    return top;
  refuse('the ZIP needs an index.html at its root or in a single top folder');
}

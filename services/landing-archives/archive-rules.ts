import { BadRequestError } from '../../schema/errors';

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

/** Refuses any name that could leave the landing's folder or be read differently by another system. */
export function checkEntryName(name: string): string[] {
  if (name.length === 0 || name.length > ARCHIVE_LIMITS.maxPathLength) refuse(`the ZIP has an unsafe path: "${name.slice(0, 100)}" (empty or too long)`);
  if (name.includes('\\')) refuse(`the ZIP has an unsafe path: "${name}" (backslash)`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) refuse(`the ZIP has an unsafe path: "${name}" (absolute)`);
  if (/[\u0000-\u001f\u007f]/.test(name)) refuse(`the ZIP has an unsafe path: "${name}" (control character)`);
  const segments = name.replace(/\/$/, '').split('/');
  for (const segment of segments) {
    if (segment === '..') refuse(`the ZIP has an unsafe path: "${name}" (..)`);
    if (segment === '' || segment === '.') refuse(`the ZIP has an unsafe path: "${name}" (empty or . segment)`);
    if (Buffer.byteLength(segment, 'utf8') > ARCHIVE_LIMITS.maxSegmentBytes) refuse(`the ZIP has an unsafe path: "${name.slice(0, 100)}…" (name too long)`);
  }
  if (segments.length > ARCHIVE_LIMITS.maxDepth) refuse(`the ZIP has an unsafe path: "${name.slice(0, 100)}…" (nested too deep)`);
  return segments;
}

/** 'file' or 'directory'; anything else (symbolic link, device, FIFO, socket) is refused. */
export function entryKind(entry: ArchiveEntry): 'file' | 'directory' {
  const isDirectoryName = entry.fileName.endsWith('/');
  if (UNIX_HOSTS.has(entry.versionMadeBy >> 8)) {
    const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (mode === S_IFLNK) refuse(`the ZIP contains a symbolic link: "${entry.fileName}"`);
    if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) refuse(`the ZIP contains a special file: "${entry.fileName}"`);
    if (mode === S_IFDIR && !isDirectoryName) refuse(`the ZIP has a folder entry without a trailing slash: "${entry.fileName}"`);
    if (mode === S_IFREG && isDirectoryName) refuse(`the ZIP has a file entry named like a folder: "${entry.fileName}"`);
  } else if ((entry.externalFileAttributes & MSDOS_DIRECTORY) !== 0 && !isDirectoryName) {
    refuse(`the ZIP has a folder entry without a trailing slash: "${entry.fileName}"`);
  }
  return isDirectoryName ? 'directory' : 'file';
}

/**
 * Checks the whole central directory before anything is written: names, kinds, counts, sizes,
 * encryption, the ZIP-bomb ratio and the index.html rule; returns what to extract where.
 */
export function planExtraction(entries: ArchiveEntry[], archiveBytes: number): ExtractionPlan {
  if (entries.length > ARCHIVE_LIMITS.maxEntries) refuse(`the ZIP has more than ${ARCHIVE_LIMITS.maxEntries} files and folders`);
  const files: Array<{ entry: ArchiveEntry; segments: string[] }> = [];
  const folders = new Set<string>();
  const seen = new Set<string>();
  let totalBytes = 0;
  for (const entry of entries) {
    const segments = checkEntryName(entry.fileName);
    const kind = entryKind(entry);
    if (isMacJunk(entry.fileName)) continue;
    const key = segments.join('/');
    if (seen.has(key)) refuse(`the ZIP lists "${key}" twice`);
    seen.add(key);
    if (kind === 'directory') {
      folders.add(key);
      continue;
    }
    if ((entry.generalPurposeBitFlag & 0x1) !== 0) refuse(`the ZIP has an encrypted file: "${entry.fileName}"`);
    if (!SUPPORTED_METHODS.has(entry.compressionMethod)) refuse(`the ZIP uses an unsupported compression method for "${entry.fileName}" (stored and deflate only)`);
    totalBytes += entry.uncompressedSize;
    if (totalBytes > ARCHIVE_LIMITS.maxTotalBytes) refuse(`the ZIP expands to more than ${ARCHIVE_LIMITS.maxTotalBytes / 1024 / 1024} MiB`);
    files.push({ entry, segments });
  }
  if (totalBytes > ARCHIVE_LIMITS.ratioFloorBytes && totalBytes > archiveBytes * ARCHIVE_LIMITS.maxRatio) {
    refuse(`the ZIP expands more than ${ARCHIVE_LIMITS.maxRatio} times its size (a ZIP bomb?)`);
  }
  for (const file of files) {
    // A file must not also be a folder ("a" and "a/b"): one of them could not be written.
    for (let depth = 1; depth < file.segments.length; depth++) {
      const parent = file.segments.slice(0, depth).join('/');
      if (seen.has(parent) && !folders.has(parent)) refuse(`the ZIP has "${parent}" both as a file and as a folder`);
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
  return { files: planned, directories: [...directories].sort((a, b) => a.split('/').length - b.split('/').length), totalBytes, strippedPrefix };
}

/** null when index.html is at the root; the folder name when everything sits in one folder that has it. */
function indexFolder(files: string[][]): string | null {
  if (files.some((segments) => segments.length === 1 && segments[0] === 'index.html')) return null;
  const tops = new Set(files.map((segments) => (segments.length > 1 ? segments[0] : '')));
  const [top] = tops;
  if (tops.size === 1 && top !== '' && files.some((segments) => segments.length === 2 && segments[1] === 'index.html')) return top;
  refuse('the ZIP needs an index.html at its root or in a single top folder');
}

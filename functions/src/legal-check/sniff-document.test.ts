import { describe, expect, it } from 'vitest';
import { sniffDocument } from './sniff-document';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffDocument', () => {
  it('knows a PDF by its %PDF- header', () => {
    expect(sniffDocument(text('%PDF-1.4\n%âãÏÓ\n1 0 obj'))).toBe('application/pdf');
  });

  it('knows JPEG, PNG and WebP pictures as the image intake does', () => {
    expect(sniffDocument(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffDocument(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffDocument(bytes(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50))).toBe('image/webp');
  });

  it('refuses a GIF, which is no document type', () => {
    expect(sniffDocument(text('GIF89a'))).toBeNull();
  });

  it('refuses what only looks like a PDF by name or by part of its header', () => {
    expect(sniffDocument(text('MZ\x90\x00 This program cannot be run in DOS mode'))).toBeNull();
    expect(sniffDocument(text('\x7fELF'))).toBeNull();
    expect(sniffDocument(text('%PD'))).toBeNull();
    expect(sniffDocument(text(' %PDF-1.4'))).toBeNull();
    expect(sniffDocument(text('<html>%PDF-1.4'))).toBeNull();
    expect(sniffDocument(new Uint8Array())).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_MAX, documentFileName, hasPassedLegalCheck, legalDecisionProblem, legalNoteOf, LEGAL_CHECK_MESSAGES, pendingAfterDocumentChange } from './legal-check';
import { BLANK_SAMPLES } from './text';
import { LEGAL_NOTE_MAX } from './constants';

describe('documentFileName', () => {
  it('keeps a plain name and its extension', () => {
    expect(documentFileName('Title deed 2024.pdf', 'application/pdf')).toBe('Title deed 2024.pdf');
    expect(documentFileName('scan.JPG', 'image/jpeg')).toBe('scan.jpg');
  });

  it('names the file by what it really is', () => {
    expect(documentFileName('deed.exe', 'application/pdf')).toBe('deed.exe.pdf');
    expect(documentFileName('photo.png', 'image/webp')).toBe('photo.png.webp');
  });

  it('drops paths, header-breaking and other unsafe characters, and leading dots', () => {
    expect(documentFileName('C:\\Users\\me\\deed.pdf', 'application/pdf')).toBe('deed.pdf');
    expect(documentFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(documentFileName('a"b;\r\nSet-Cookie: x=1.pdf', 'application/pdf')).toBe('a_b___Set-Cookie_ x_1.pdf');
    expect(documentFileName('...hidden.pdf', 'application/pdf')).toBe('hidden.pdf');
    expect(documentFileName('Größe é.pdf', 'application/pdf')).toBe('Gr__e _.pdf');
  });

  it('falls back to "document" and bounds the length', () => {
    expect(documentFileName(undefined, 'application/pdf')).toBe('document.pdf');
    expect(documentFileName('', 'image/png')).toBe('document.png');
    expect(documentFileName('...', 'application/pdf')).toBe('document.pdf');
    const long = documentFileName(`${'x'.repeat(300)}.pdf`, 'application/pdf');
    expect(long.length).toBe(DOCUMENT_NAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('legalDecisionProblem', () => {
  it('requires a note for a failed check, not for a passed one', () => {
    expect(legalDecisionProblem('failed', '  ')).toBe(LEGAL_CHECK_MESSAGES.noteRequired);
    expect(legalDecisionProblem('failed', 'The deed names another owner.')).toBeNull();
    expect(legalDecisionProblem('passed', '')).toBeNull();
  });

  it('takes a note of invisible characters alone for no note (the domain blank rule)', () => {
    for (const blank of BLANK_SAMPLES) expect(legalDecisionProblem('failed', blank), JSON.stringify(blank)).toBe(LEGAL_CHECK_MESSAGES.noteRequired);
    expect(legalDecisionProblem('failed', '\u200B\u200D\u00AD')).toBe(LEGAL_CHECK_MESSAGES.noteRequired);
    expect(legalDecisionProblem('failed', '\u200BNo seal.\u00AD')).toBeNull();
  });

  it('stores a note without invisible characters at its ends, a blank one empty', () => {
    expect(legalNoteOf('\u200B No seal. \u00AD')).toBe('No seal.');
    expect(legalNoteOf('\u200B\u200D\u00AD')).toBe('');
  });

  it('bounds the note', () => {
    expect(legalDecisionProblem('passed', 'x'.repeat(LEGAL_NOTE_MAX + 1))).toBe(LEGAL_CHECK_MESSAGES.noteTooLong);
  });
});

describe('pendingAfterDocumentChange', () => {
  it('starts at revision 1 and counts on from what was stored', () => {
    expect(pendingAfterDocumentChange(null, 1)).toEqual({
      status: 'pending',
      revision: 1,
      documentCount: 1,
      checkedAt: null,
    });
    expect(
      pendingAfterDocumentChange(
        {
          status: 'failed',
          revision: 4,
          documentCount: 2,
          checkedAt: 'then',
        },
        1,
      ),
    ).toEqual({
      status: 'pending',
      revision: 5,
      documentCount: 1,
      checkedAt: null,
    });
  });
});

describe('hasPassedLegalCheck', () => {
  it('is true for a passed check only', () => {
    expect(hasPassedLegalCheck({ legalCheck: { status: 'passed' } })).toBe(true);
    expect(hasPassedLegalCheck({ legalCheck: { status: 'pending' } })).toBe(false);
    expect(hasPassedLegalCheck({})).toBe(false);
  });
});

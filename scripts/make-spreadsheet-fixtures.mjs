// Writes the workbooks the spreadsheet check's tests and browser journey open, under
// tests/fixtures/spreadsheets/:
// - bad-roster.xlsx: a gym's class roster with an empty header, a repeated header, an empty row, a
//   date column with text in it, monthly fees typed as text and a cost-per-class formula dividing
//   by zero, and a clean second sheet;
// - password-protected.xlsx: the container Excel writes for a workbook with a password (an OLE2
//   compound file with EncryptionInfo, agile encryption, and EncryptedPackage). Its package bytes
//   are random: the check refuses the file on its container, before any decryption.
// Run `node scripts/make-spreadsheet-fixtures.mjs` after changing it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CFB, utils, write } from '@e965/xlsx';

const DIR = path.resolve(import.meta.dirname, '../tests/fixtures/spreadsheets');

/** Excel's serial number of a calendar date. */
const serial = (iso) => Date.UTC(...iso.split('-').map((n, i) => Number(n) - (i === 1 ? 1 : 0))) / 86_400_000 + 25_569;

const text = (v) => ({ t: 's', v });
const num = (v, z) => (z ? { t: 'n', v, z } : { t: 'n', v });
const date = (iso) => ({ t: 'n', v: serial(iso), z: 'yyyy-mm-dd' });
const perClass = (row, fee, classes) =>
  classes === 0
    ? { t: 'e', v: 0x07, f: `E${row}/F${row}` }
    : { t: 'n', v: fee / classes, z: '0.00', f: `E${row}/F${row}` };

const headers = ['Name', '', 'Email', 'Joined', 'Monthly fee', 'Classes a month', 'Cost per class', 'EMAIL '];
const students = [
  ['Maya Chen', 'Level 3', 'maya.chen@example.com', date('2024-01-08'), '85.00', 8, 'parent.chen@example.com'],
  ['Lena Ortiz', 'Level 4', 'lena.ortiz@example.com', date('2023-09-12'), '120.00', 12, 'ortiz.family@example.com'],
  ['Ava Thompson', 'Pre-team', 'ava.t@example.com', date('2024-03-04'), '95.50', 8, 'thompsons@example.com'],
  ['Jordan Reyes', 'Level 2', 'jordan.reyes@example.com', date('2024-02-19'), '110.00', 0, 'reyes.home@example.com'],
  null,
  ['Sofia Nguyen', 'Level 3', 'sofia.n@example.com', text('TBD'), '85.00', 8, 'nguyen.family@example.com'],
  ['Harper Lee', 'Xcel Silver', 'harper.lee@example.com', date('2022-11-30'), '130.00', 12, 'lee.parents@example.com'],
];

const roster = [headers.map((h) => (h ? text(h) : null))];
students.forEach((s, i) => {
  const row = i + 2;
  if (!s) {
    roster.push([]);
    return;
  }
  const [name, level, email, joined, fee, classes, parentEmail] = s;
  roster.push([
    text(name),
    text(level),
    text(email),
    joined,
    text(fee),
    num(classes),
    perClass(row, Number(fee), classes),
    text(parentEmail),
  ]);
});

const coaches = [
  [text('Coach'), text('Certified'), text('Hourly rate')],
  [text('Dana Brooks'), { t: 'b', v: true }, num(24, '0.00')],
  [text('Marcus Hill'), { t: 'b', v: true }, num(22.5, '0.00')],
  [text('Priya Shah'), { t: 'b', v: false }, num(18, '0.00')],
];

function sheetOf(rows) {
  const sheet = {};
  let width = 0;
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      width = Math.max(width, c + 1);
      if (cell) sheet[utils.encode_cell({ r, c })] = cell;
    }),
  );
  sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length - 1, c: width - 1 } });
  return sheet;
}

const book = utils.book_new();
utils.book_append_sheet(book, sheetOf(roster), 'Roster');
utils.book_append_sheet(book, sheetOf(coaches), 'Coaches');
fs.writeFileSync(
  path.join(DIR, 'bad-roster.xlsx'),
  write(book, { type: 'buffer', bookType: 'xlsx', compression: true }),
);

const b64 = (n) => crypto.randomBytes(n).toString('base64');
const agileXml =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
  '<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption" ' +
  'xmlns:p="http://schemas.microsoft.com/office/2006/keyEncryptor/password">' +
  `<keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="${b64(16)}"/>` +
  `<dataIntegrity encryptedHmacKey="${b64(64)}" encryptedHmacValue="${b64(64)}"/>` +
  '<keyEncryptors><keyEncryptor uri="http://schemas.microsoft.com/office/2006/keyEncryptor/password">' +
  `<p:encryptedKey spinCount="100000" saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="${b64(16)}" encryptedVerifierHashInput="${b64(16)}" encryptedVerifierHashValue="${b64(64)}" encryptedKeyValue="${b64(32)}"/>` +
  '</keyEncryptor></keyEncryptors></encryption>';
// Version 4.4 (agile), reserved flags 0x40, then the XML.
const info = Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), Buffer.from(agileXml, 'utf8')]);
const size = Buffer.alloc(8);
size.writeUInt32LE(8192, 0);
const locked = CFB.utils.cfb_new();
CFB.utils.cfb_add(locked, '/EncryptionInfo', info);
CFB.utils.cfb_add(locked, '/EncryptedPackage', Buffer.concat([size, crypto.randomBytes(8192)]));
fs.writeFileSync(path.join(DIR, 'password-protected.xlsx'), CFB.write(locked, { type: 'buffer' }));
console.log(`wrote ${path.relative(process.cwd(), DIR)}/bad-roster.xlsx and password-protected.xlsx`);

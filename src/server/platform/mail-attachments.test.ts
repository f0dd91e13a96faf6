import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { composeMail } from './mail-compose';
import { outboxMailer } from './mailer';

describe('mail attachments', () => {
  it('composeMail carries attachments, and only when there are some', () => {
    const plain = composeMail('a@example.com', 'Hi', 'Hello,', ['Body']);
    expect(plain).not.toHaveProperty('attachments');
    const withFile = composeMail('a@example.com', 'Hi', 'Hello,', ['Body'], undefined, [
      { filename: 'invite.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar; charset=utf-8' },
    ]);
    expect(withFile.attachments).toEqual([
      { filename: 'invite.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar; charset=utf-8' },
    ]);
  });

  it('the outbox writes the attachment as a MIME part of the .eml file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = outboxMailer(dir, 'club@example.org', pino({ level: 'silent' }));
    await mailer.send(
      composeMail('member@example.com', "You're going", 'Hi,', ['See you'], undefined, [
        {
          filename: 'breakfast.ics',
          content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
          contentType: 'text/calendar; charset=utf-8',
        },
      ]),
    );
    const [file] = fs.readdirSync(dir);
    const eml = fs.readFileSync(path.join(dir, file!), 'utf8');
    expect(eml).toContain('multipart/mixed');
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=breakfast\.ics/i);
    expect(eml).toMatch(/Content-Disposition: attachment; filename=breakfast\.ics/i);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

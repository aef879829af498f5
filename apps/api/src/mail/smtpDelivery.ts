import nodemailer from 'nodemailer';
import type { MailDelivery } from './mailer';

/** Mail through the SMTP server of SMTP_URL (e.g. smtps://user:password@mail.example.com). */
export function smtpDelivery(smtpUrl: string, from: string): MailDelivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    deliver: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

// Masks sensitive data in visitor text before it is stored, logged or sent to feedback (spec
// section 5). Keyed values ("password: x") keep their key so the log still reads naturally.
const star = (s: string) => s.replace(/\S/g, '*');

type Rule = { name: string; re: RegExp; keep?: number };

// Order matters: keyed secrets and e-mail addresses first, then the digit patterns from the most
// specific (IP, card, SIN) to the most general (phone), so one value is masked by one rule.
const RULES: Rule[] = [
  { name: 'password', re: /\b((?:password|passwd|pwd|passcode|pass|secret|pin)\s*(?:is|[:=])\s*)(\S+)/gi, keep: 1 },
  { name: 'username', re: /\b((?:user(?:\s?name)?|login|user\s?id)\s*(?:is|[:=])\s*)(\S+)/gi, keep: 1 },
  { name: 'email', re: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g },
  // A login-credential pair such as "admin:S3cret!" or "admin / S3cret!": a name, a colon or
  // slash, and a token that has a digit or symbol (so "Note: large" is left alone).
  { name: 'credentials', re: /\b[A-Za-z][\w.-]{2,}\s?[:/]\s?(?=[^\s*]*[\d!@#$%^&])[^\s:/*]{4,}/g },
  { name: 'ipv4', re: /\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/g },
  { name: 'ipv6', re: /\b(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}\b/gi },
  { name: 'card', re: /\b\d(?:[ -]?\d){12,15}\b/g },
  { name: 'sin', re: /\b\d{3}[- ]\d{3}[- ]\d{3}\b|\b\d{3}-\d{2}-\d{4}\b/g },
  { name: 'phone', re: /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/g },
  { name: 'passport', re: /\b[A-Z]{1,2}\d{6,9}\b/g },
];

export function maskSensitive(text: string): string {
  let out = text;
  for (const rule of RULES) {
    out = out.replace(rule.re, (match: string, ...groups: unknown[]) => {
      if (rule.keep === 1 && typeof groups[0] === 'string' && typeof groups[1] === 'string') {
        return groups[0] + star(groups[1]);
      }
      return star(match);
    });
  }
  return out;
}

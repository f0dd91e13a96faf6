/**
 * A check against the passwords attackers try first. Breach corpora are dominated by a few
 * hundred words dressed up to pass composition rules ("Password123", "Qwerty1!", "P@ssw0rd"),
 * so a password is refused when, once lower-cased, un-leeted and stripped of leading and
 * trailing digits and symbols, what is left is one of these words, or nothing at all. The list
 * ships with the code: it works offline and costs the register form a few hundred bytes.
 */
const COMMON_WORDS = new Set(
  (
    'password passwd pass passw welcome letmein qwerty qwertz azerty qwertyuiop asdf asdfgh asdfghjkl zxcvbn ' +
    'zxcvbnm qazwsx qwe qwer asd zxc zaq abc abcd abcde abcdef abcdefg abcdefgh aa aaa aaaa aaaaaa iloveyou ' +
    'admin administrator root login user guest test tester default changeme secret master monkey dragon shadow ' +
    'sunshine princess football baseball basketball soccer hockey superman batman starwars pokemon trustno ' +
    'whatever freedom hello hellothere summer winter spring autumn fall january february march april june july ' +
    'august september october november december monday friday sunday love lovely loveme iloveu friend friends ' +
    'flower flowers cookie cheese chocolate coffee computer internet google facebook michael jordan jennifer ' +
    'michelle daniel jessica ashley charlie thomas robert matthew andrew joshua william hunter killer tigger ' +
    'ginger pepper maggie buster purple orange yellow silver golden diamond angel angels jesus blessed family ' +
    'mustang ferrari corvette harley yankees cowboys eagles lakers liverpool chelsea arsenal gymnastics gym ' +
    'fitness athlete coach cheer soccermom ninja swim swimming company business office work money bank secure ' +
    'security access private mypassword newpassword oldpassword temp temppass temporary'
  ).split(' '),
);

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  $: 's',
  '5': 's',
  '7': 't',
};

export function isCommonPassword(password: string): boolean {
  const core = password.toLowerCase().replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  if (core === '' || COMMON_WORDS.has(core)) return true;
  return COMMON_WORDS.has(core.replace(/[@4031!$57]/g, (c) => LEET[c] ?? c));
}

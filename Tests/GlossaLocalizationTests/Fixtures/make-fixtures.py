"""Writes the GlossaLocalization test fixtures (run from anywhere: python3 make-fixtures.py).

UTF-16 files (with and without a byte order mark) and a file with a byte that is not UTF-8 are
hard to write by hand, so every fixture is generated here and the output is committed.
"""
import os, json
R = os.path.dirname(os.path.abspath(__file__))
def w(path, text, enc='utf-8', bom=b''):
    p = os.path.join(R, path); os.makedirs(os.path.dirname(p), exist_ok=True)
    data = text.encode(enc)
    open(p, 'wb').write(bom + data)

def plist(entries_xml):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
            '<plist version="1.0">\n<dict>\n' + entries_xml + '</dict>\n</plist>\n')

def plural_entry(key, forms, value_type='d', fmt='%#@files@', var='files'):
    body = ''.join(f'\t\t\t<key>{c}</key>\n\t\t\t<string>{t}</string>\n' for c, t in forms)
    return (f'\t<key>{key}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>{fmt}</string>\n'
            f'\t\t<key>{var}</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n'
            f'\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>{value_type}</string>\n{body}\t\t</dict>\n\t</dict>\n')

def variable(name, vt, forms):
    body = ''.join(f'\t\t\t<key>{c}</key>\n\t\t\t<string>{t}</string>\n' for c, t in forms)
    return (f'\t\t<key>{name}</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n'
            f'\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>{vt}</string>\n{body}\t\t</dict>\n')
def entry(key, fmt, variables):
    return (f'\t<key>{key}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>{fmt}</string>\n'
            + ''.join(variable(*v) for v in variables) + '\t</dict>\n')

PLURALS = {
  'en': [('one', '%d file'), ('other', '%d files')],
  'ru': [('one', '%d файл'), ('few', '%d файла'), ('many', '%d файлов'), ('other', '%d файла')],
  'uk': [('one', '%d файл'), ('few', '%d файли'), ('many', '%d файлів'), ('other', '%d файлу')],
  'ar': [('zero', 'لا ملفات'), ('one', 'ملف واحد'), ('two', 'ملفان'), ('few', '%d ملفات'), ('many', '%d ملفًا'), ('other', '%d ملف')],
  'es': [('one', '%d archivo'), ('many', '%d de archivos'), ('other', '%d archivos')],
  'ja': [('other', '%d 個のファイル')],
}
for lang, forms in PLURALS.items():
    w(f'Plurals/{lang}.lproj/Plurals.stringsdict', plist(plural_entry('files.count', forms)))

# The same through a String Catalog, with %arg substitutions for a second key.
strings = {}
def unit(v, state='translated'): return {'stringUnit': {'state': state, 'value': v}}
loc = {}
for lang, forms in PLURALS.items():
    loc[lang] = {'variations': {'plural': {c: unit(t.replace('%d', '%lld')) for c, t in forms}}}
strings['files.count'] = {'extractionState': 'manual', 'localizations': loc}
subs = {}
for lang, forms in PLURALS.items():
    subs[lang] = {'stringUnit': {'state': 'translated', 'value': '%#@files@'},
                  'substitutions': {'files': {'argNum': 1, 'formatSpecifier': 'lld',
                      'variations': {'plural': {c: unit(t.replace('%d', '%arg')) for c, t in forms}}}}}
strings['files.substituted'] = {'localizations': subs}
w('PluralsCatalog/Plurals.xcstrings', json.dumps({'sourceLanguage': 'en', 'strings': strings, 'version': '1.0'}, ensure_ascii=False, indent=2, sort_keys=True))

# .strings parsing fixtures
basic = '''/* A block comment
   over two lines */
"greeting" = "Hello";
// a line comment
"escapes" = "Line\\nTab\\t\\"quoted\\" back\\\\slash \\U00e9\\u00E8 \\UD83D\\UDE00";
unquoted_key = "Unquoted key";
"unquoted.value" = value-42;
"only.key";
"multi
line" = "spans
lines";
'''
w('Strings/utf8.strings', basic)
w('Strings/utf8-bom.strings', basic, bom=b'\xef\xbb\xbf')
w('Strings/utf16le-bom.strings', basic, 'utf-16-le', b'\xff\xfe')
w('Strings/utf16be-bom.strings', basic, 'utf-16-be', b'\xfe\xff')
w('Strings/utf16le-nobom.strings', basic, 'utf-16-le')
w('Strings/utf16be-nobom.strings', basic, 'utf-16-be')
w('Strings/braced.strings', '{\n  "a" = "1";\n  b = 2;\n}\n')
w('Strings/duplicates.strings', '"a" = "first";\n"b" = "only";\n\n"a" = "second";\n')
w('Strings/malformed-missing-semicolon.strings', '"a" = "1";\n"b" = "2"\n"c" = "3";\n')
w('Strings/malformed-missing-equals.strings', '"a" = "1";\n\n"b" "2";\n')
w('Strings/malformed-unterminated-string.strings', '"a" = "1";\n"b" = "never\nclosed;\n')
w('Strings/malformed-unterminated-comment.strings', '"a" = "1";\n/* open\n"b" = "2";\n')
w('Strings/malformed-unexpected.strings', '"a" = "1";\n"b" = = "2";\n')
# Latin-1 é on line 2: neither UTF-8 nor UTF-16.
open(os.path.join(R, 'Strings/malformed-utf8.strings'), 'wb').write(b'"a" = "1";\n"b" = "caf\xe9";\n')

# stringsdict parsing fixtures
w('StringsDict/widths.stringsdict', plist(
  '\t<key>welcome</key>\n\t<dict>\n\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict>\n'
  '\t\t\t<key>10</key>\n\t\t\t<string>Hi</string>\n\t\t\t<key>20</key>\n\t\t\t<string>Welcome</string>\n'
  '\t\t\t<key>50</key>\n\t\t\t<string>Welcome to Glossa, %@</string>\n\t\t</dict>\n\t</dict>\n'
  + plural_entry('storage', [('one', '%.1f GB'), ('other', '%.1f GB')], value_type='.1f', fmt='%1$#@size@ used of %2$@', var='size')
  + entry('two.vars', '%#@files@ in %#@folders@', [('files', 'd', [('one', 'a file'), ('other', '%d files')]),
                                                     ('folders', 'd', [('one', 'one folder'), ('other', '%d folders')])])))
w('StringsDict/missing-format-key.stringsdict', plist(
  '\t<key>ok</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n'
  '\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n'
  '\t\t\t<key>other</key>\n\t\t\t<string>%d</string>\n\t\t</dict>\n\t</dict>\n'
  '\t<key>broken</key>\n\t<dict>\n\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>other</key>\n\t\t\t<string>%d</string>\n\t\t</dict>\n\t</dict>\n'))
w('StringsDict/missing-other.stringsdict', plist(plural_entry('files', [('one', '%d file')])))
w('StringsDict/malformed.stringsdict', plist('\t<key>a</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<strin>x</string>\n\t</dict>\n'))

w('Catalog/malformed.xcstrings', '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "a" : {,}\n  }\n}\n')
w('Catalog/missing-value.xcstrings', json.dumps({'sourceLanguage': 'en', 'strings': {'greeting': {'localizations': {'fr': {'stringUnit': {'state': 'translated'}}}}}}, indent=2))

# An Xcode-shaped project: Base.lproj storyboard strings, several tables, a String Catalog.
A = 'App/'
w(A + 'Base.lproj/Main.strings', '''
/* Class = "UILabel"; text = "Sign In"; ObjectID = "abc-12-xyz"; */
"abc-12-xyz.text" = "Sign In";

/* Class = "UIButton"; normalTitle = "Forgot password?"; ObjectID = "def-34-uvw"; */
"def-34-uvw.normalTitle" = "Forgot password?";
''')
w(A + 'fr.lproj/Main.strings', '/* Class = "UILabel"; text = "Sign In"; ObjectID = "abc-12-xyz"; */\n"abc-12-xyz.text" = "Se connecter";\n')
w(A + 'en.lproj/Localizable.strings', '''/* Quiz screen */
"quiz.title" = "Capital Cities";
"quiz.reveal" = "Reveal Answer";
"score" = "%@ has the highest score %lld";
"greeting" = "Hello, %@!";
"only.en" = "Only in English";
"price" = "Price: %.2f";
''')
QUESTIONS = {
  'en': [('one', '%d question left'), ('other', '%d questions left')],
  'fr': [('one', '%d question restante'), ('other', '%d questions restantes')],
  'ar': [('zero', 'لم يتبق أي سؤال'), ('one', 'سؤال واحد متبقٍ'), ('two', 'سؤالان متبقيان'), ('few', '%d أسئلة متبقية'),
         ('many', '%d سؤالًا متبقيًا'), ('other', '%d سؤال متبقٍ')],
}
for lang, forms in QUESTIONS.items():
    w(A + f'{lang}.lproj/Localizable.stringsdict', plist(entry('quiz.remaining', '%#@questions@', [('questions', 'd', forms)])))
# Older Xcode exports wrote UTF-16 with a byte order mark.
w(A + 'fr.lproj/Localizable.strings', '''"quiz.title" = "Capitales";
"quiz.reveal" = "Révéler la réponse";
"score" = "%2$lld points : %1$@ a le meilleur score";
"greeting" = "Bonjour, %d !";
"price" = "Prix : %.2f €";
''', 'utf-16-le', b'\xff\xfe')
w(A + 'ar.lproj/Localizable.strings', '''"quiz.title" = "عواصم الدول";
"score" = "%@ حصل على أعلى نتيجة %lld";
"greeting" = "مرحبًا %@ و %@";
''')
w(A + 'zh_Hans.lproj/Localizable.strings', '"quiz.title" = "首都";\n')
w(A + 'zh-Hant.lproj/Localizable.strings', '"quiz.title" = "各國首都";\n')
w(A + 'es.lproj/Localizable.strings', '"quiz.title" = "Capitales";\n')
w(A + 'es-419.lproj/Localizable.strings', '"quiz.title" = "Capitales del mundo";\n')
settings = {
  'settings.title': {'localizations': {'en': unit('Settings'), 'fr': unit('Réglages'), 'ar': unit('الإعدادات', 'needs_review')}},
  'settings.storage': {'localizations': {
      'en': {'stringUnit': {'state': 'translated', 'value': '%#@photos@ use %@'},
             'substitutions': {'photos': {'argNum': 1, 'formatSpecifier': 'lld',
                 'variations': {'plural': {'one': unit('%arg photo'), 'other': unit('%arg photos')}}}}},
      'fr': {'stringUnit': {'state': 'new', 'value': '%#@photos@ utilisent %@'},
             'substitutions': {'photos': {'argNum': 1, 'formatSpecifier': 'lld',
                 'variations': {'plural': {'one': unit('%arg photo', 'new'), 'other': unit('%arg photos', 'new')}}}}}}},
  'settings.tap': {'localizations': {
      'en': {'variations': {'device': {'iphone': unit('Tap to continue'), 'mac': unit('Click to continue'), 'other': unit('Continue')}}},
      'fr': {'variations': {'device': {'iphone': unit('Touchez pour continuer'), 'other': unit('Continuer')}}}}},
  'Version %@': {'extractionState': 'extracted_with_value'},
  'brand.name': {'shouldTranslate': False, 'localizations': {'en': unit('Glossa')}},
  'settings.items': {'localizations': {
      'en': {'variations': {'plural': {'one': unit('%lld item'), 'other': unit('%lld items')}}},
      'fr': {'variations': {'plural': {'one': unit('%lld élément'), 'other': unit('%lld éléments')}}}}},
}
w(A + 'Settings.xcstrings', json.dumps({'sourceLanguage': 'en', 'strings': settings, 'version': '1.0'}, ensure_ascii=False, indent=2, sort_keys=True))
w(A + 'Info.plist', '<plist/>\n')

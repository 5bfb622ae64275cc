// SPDX-License-Identifier: GPL-3.0-or-later
// Foreign text in messages and files: UTF-8 validity (RFC 3629) and one-line, bounded messages.
#include <QTest>

#include "kvplan/scenario.h"
#include "kvplan/text.h"
#include "kvplan/validation.h"

namespace tst_text {

using namespace kvp;

class TestText : public QObject {
    Q_OBJECT
private slots:
    void utf8Validity_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain ASCII") << QByteArray("Qwen/Qwen3-32B") << true;
        QTest::newRow("empty") << QByteArray() << true;
        QTest::newRow("é, two bytes C3 A9") << QByteArray("caf\xC3\xA9") << true;
        QTest::newRow("≈, three bytes E2 89 88") << QByteArray("\xE2\x89\x88") << true;
        QTest::newRow("U+10FFFF, the last code point: F4 8F BF BF")
            << QByteArray("\xF4\x8F\xBF\xBF") << true;
        QTest::newRow("an embedded NUL is valid UTF-8 (refused elsewhere as a control character)")
            << QByteArray("a\0b", 3) << true;
        QTest::newRow("a lone continuation byte 80") << QByteArray("a\x80") << false;
        QTest::newRow("FF never occurs in UTF-8") << QByteArray("\xFF") << false;
        QTest::newRow("a lead byte without its continuation: C3 at the end")
            << QByteArray("caf\xC3") << false;
        QTest::newRow("overlong '/': C0 AF") << QByteArray("\xC0\xAF") << false;
        QTest::newRow("overlong NUL in three bytes: E0 80 80")
            << QByteArray("\xE0\x80\x80") << false;
        QTest::newRow("a surrogate U+D800: ED A0 80") << QByteArray("\xED\xA0\x80") << false;
        QTest::newRow("beyond U+10FFFF: F4 90 80 80") << QByteArray("\xF4\x90\x80\x80") << false;
        QTest::newRow("a truncated four-byte sequence: F0 9F 98")
            << QByteArray("\xF0\x9F\x98") << false;
    }
    void utf8Validity()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, valid);
        const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        QCOMPARE(isValidUtf8(view), valid);
        // Repairing gives valid text, and leaves valid text as it was.
        QVERIFY(isValidUtf8(toValidUtf8(view)));
        if (valid)
            QCOMPARE(toValidUtf8(view), std::string(view));
    }

    void repairReplacesEachBadByte()
    {
        // "a", FF → U+FFFD (EF BF BD), "b", C3 (no continuation) → U+FFFD.
        QCOMPARE(toValidUtf8("a\xFF"
                             "b\xC3"),
                 std::string("a\xEF\xBF\xBD"
                             "b\xEF\xBF\xBD"));
    }

    void oneLineMessages_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("maxBytes");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("short text is kept")
            << QByteArray("unknown key") << 40 << QByteArray("unknown key");
        QTest::newRow("line breaks and tabs become spaces")
            << QByteArray("two\nlines\tand a tab") << 40 << QByteArray("two lines and a tab");
        QTest::newRow("10 bytes into 8: 5 bytes and the 3-byte ellipsis")
            << QByteArray("0123456789") << 8 << QByteArray("01234\xE2\x80\xA6");
        QTest::newRow("never cut inside é: 'abéxyz' (7 bytes) into 6 keeps 'ab' and …")
            << QByteArray("ab\xC3\xA9xyz") << 6 << QByteArray("ab\xE2\x80\xA6");
        QTest::newRow("ill-formed bytes are repaired first")
            << QByteArray("x\xFF") << 40 << QByteArray("x\xEF\xBF\xBD");
    }
    void oneLineMessages()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, maxBytes);
        QFETCH(QByteArray, expected);
        const std::string line =
            oneLine(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                    static_cast<std::size_t>(maxBytes));
        QCOMPARE(QByteArray::fromStdString(line), expected);
        QVERIFY(line.size() <= static_cast<std::size_t>(maxBytes));
        QVERIFY(isValidUtf8(line));
    }

    void charactersNotBytes_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("characters");
        QTest::newRow("ASCII: one byte a character") << QByteArray("H200") << 4;
        QTest::newRow("Müller: 7 bytes, 6 characters") << QByteArray("M\xC3\xBCller") << 6;
        QTest::newRow("≈ 1 GiB: E2 89 88 is one character of 3 bytes")
            << QByteArray("\xE2\x89\x88 1 GiB") << 7;
        QTest::newRow("🙂 (F0 9F 99 82): one character of 4 bytes")
            << QByteArray("\xF0\x9F\x99\x82") << 1;
        QTest::newRow("empty") << QByteArray() << 0;
    }

    void charactersNotBytes()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, characters);
        QCOMPARE(characterCount(
                     std::string_view(text.constData(), static_cast<std::size_t>(text.size()))),
                 static_cast<std::size_t>(characters));
    }

    // docs/scenario-format.md gives text limits in characters: a customer's name of 300
    // characters with an umlaut in each (600 bytes) is within quote.customer's 300.
    void limitsCountCharacters()
    {
        Scenario s;
        std::string name;
        for (int i = 0; i < 300; ++i)
            name += "\xC3\xBC"; // ü
        s.quote.customer = name;
        QVERIFY(validate(s).empty());
        s.quote.customer += "\xC3\xBC";
        const std::vector<FieldError> errors = validate(s);
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors.front().key, std::string("quote.customer"));
        QCOMPARE(errors.front().problem, std::string("must be at most 300 characters long"));
    }
};

QTEST_APPLESS_MAIN(TestText)

} // namespace tst_text

#include "tst_text.moc"

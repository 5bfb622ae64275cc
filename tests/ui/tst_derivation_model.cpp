// SPDX-License-Identifier: GPL-3.0-or-later
// The table of a figure's inputs: a well-behaved item model (QAbstractItemModelTester), the
// scenario's numbers, and where each input comes from.
#include <QAbstractItemModelTester>
#include <QTest>

#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "views/derivation_model.h"

namespace tst_derivation_model {

using namespace kvp;
using namespace kvp::ui;

namespace {

// The forms' labels for the keys these rows use.
QString label(const QString& key)
{
    static const QHash<QString, QString> labels = {
        {QStringLiteral("serving.gpu_memory_utilization"),
         QStringLiteral("GPUs and serving › Memory utilization")},
        {QStringLiteral("gpu.memory_reported_gib"),
         QStringLiteral("GPUs and serving › Reported memory")},
        {QStringLiteral("serving.overhead_gib"),
         QStringLiteral("GPUs and serving › Overhead per card")},
        {QStringLiteral("model.weights_gib"), QStringLiteral("Model › Weights")},
        {QStringLiteral("gpu.count"), QStringLiteral("GPUs and serving › GPUs per node")},
        {QStringLiteral("serving.tensor_parallel"),
         QStringLiteral("GPUs and serving › Tensor parallelism")},
    };
    return labels.value(key);
}

QString cell(const DerivationModel& m, int row, int column)
{
    return m.index(row, column).data().toString();
}

} // namespace

class TestDerivationModel : public QObject {
    Q_OBJECT
private slots:
    void kvCachePerCardInputsComeFromTheForm()
    {
        const SizingResult r = plan(workedExample());
        DerivationModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFieldLabeler(label);
        model.setDerivation(r.derivation("gpu.kv_cache_gib_per_card"), &r);
        // 0.9 × 95.6 GiB − 3 GiB − 32 GiB: four inputs, each a form field.
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(cell(model, 0, DerivationModel::InputColumn),
                 QStringLiteral("Memory utilization"));
        QCOMPARE(cell(model, 0, DerivationModel::ValueColumn), QStringLiteral("0.9"));
        QCOMPARE(cell(model, 0, DerivationModel::SourceColumn),
                 QStringLiteral("GPUs and serving › Memory utilization "
                                "(serving.gpu_memory_utilization)"));
        QCOMPARE(cell(model, 1, DerivationModel::ValueColumn), QStringLiteral("95.6 GiB"));
        QCOMPARE(cell(model, 2, DerivationModel::ValueColumn), QStringLiteral("3 GiB"));
        QCOMPARE(cell(model, 3, DerivationModel::ValueColumn), QStringLiteral("32 GiB"));
        QCOMPARE(model.index(1, 0).data(DerivationModel::KeyRole).toString(),
                 QStringLiteral("gpu.memory_reported_gib"));
        QCOMPARE(model.index(1, 0).data(DerivationModel::KindRole).toInt(),
                 int(DerivationModel::SourceKind::Field));
        QCOMPARE(model.formulaInWords(),
                 QStringLiteral("Memory utilization × Reported memory − Overhead per card − "
                                "Weights"));
    }

    void anInputThatIsAFigureLeadsToItsFormula()
    {
        const SizingResult r = plan(workedExample());
        DerivationModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFieldLabeler(label);
        // floor(51.04 GiB / 1 GiB per rank): the KV cache per card is itself derived.
        model.setDerivation(r.derivation("gpu.conversations_per_instance"), &r);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, 0).data(DerivationModel::KindRole).toInt(),
                 int(DerivationModel::SourceKind::Figure));
        QCOMPARE(cell(model, 0, DerivationModel::InputColumn),
                 QStringLiteral("GPU KV cache per card"));
        QCOMPARE(cell(model, 0, DerivationModel::ValueColumn), QStringLiteral("51.04 GiB"));
    }

    void aCompositeSourceIsDescribedInWords()
    {
        const SizingResult r = plan(workedExample());
        DerivationModel model;
        model.setFieldLabeler(label);
        model.setDerivation(r.derivation("gpu.conversations_total"), &r);
        // instances = gpu.count / serving.tensor_parallel = 4 / 1.
        QCOMPARE(cell(model, 1, DerivationModel::ValueColumn), QStringLiteral("4"));
        QCOMPARE(cell(model, 1, DerivationModel::SourceColumn),
                 QStringLiteral("GPUs per node / Tensor parallelism "
                                "(gpu.count / serving.tensor_parallel)"));
        QCOMPARE(model.index(1, 0).data(DerivationModel::KindRole).toInt(),
                 int(DerivationModel::SourceKind::Other));
    }

    // The value column formats each input by the unit its record carries (no unit strings).
    void valuesAreShownInTheirUnit_data()
    {
        QTest::addColumn<int>("unit");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("shown");
        QTest::newRow("a count: as it is") << int(Unit::None) << 204.0 << QStringLiteral("204");
        QTest::newRow("bytes: whole, grouped")
            << int(Unit::Bytes) << 131072.0 << QStringLiteral("131,072 B");
        QTest::newRow("tokens: whole, grouped")
            << int(Unit::Tokens) << 8192.0 << QStringLiteral("8,192 tokens");
        QTest::newRow("binary GiB") << int(Unit::GiB) << 95.6 << QStringLiteral("95.6 GiB");
        QTest::newRow("decimal GB below 10: two decimals")
            << int(Unit::GB) << 1.234 << QStringLiteral("1.23 GB");
        QTest::newRow("a reload in ms above 10: one decimal")
            << int(Unit::Milliseconds) << 21.47483648 << QStringLiteral("21.5 ms");
        QTest::newRow("a share: one decimal")
            << int(Unit::Percent) << 12.34 << QStringLiteral("12.3 %");
        QTest::newRow("one day, in words") << int(Unit::Days) << 1.0 << QStringLiteral("1 day");
        QTest::newRow("NVMe writes a day")
            << int(Unit::TBPerDay) << 2.0 << QStringLiteral("2 TB/day");
        QTest::newRow("a speedup: a factor, 3×") << int(Unit::Times) << 3.0 << QStringLiteral("3×");
    }
    void valuesAreShownInTheirUnit()
    {
        QFETCH(int, unit);
        QFETCH(double, value);
        QFETCH(QString, shown);
        Derivation d;
        d.figure = "test.figure";
        d.formula = "{x}";
        d.inputs = {{"x", "test.input", value, Unit(unit)}};
        DerivationModel model;
        model.setDerivation(&d, nullptr);
        QCOMPARE(cell(model, 0, DerivationModel::ValueColumn), shown);
    }

    void clearing()
    {
        DerivationModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const SizingResult r = plan(workedExample());
        model.setDerivation(r.derivation("kv_bytes_per_token"), &r);
        QCOMPARE(model.rowCount(), 4);
        model.setDerivation(nullptr, nullptr);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.formulaInWords().isEmpty());
    }
};

QTEST_MAIN(TestDerivationModel)

} // namespace tst_derivation_model

#include "tst_derivation_model.moc"

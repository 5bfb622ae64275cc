// SPDX-License-Identifier: GPL-3.0-or-later
#include "forms/details_group.h"

#include <QFormLayout>
#include <QToolButton>
#include <QVBoxLayout>
#include <set>

namespace kvp::ui {

bool isDetailField(const QString& key)
{
    // What a sales call leaves as it is: how the engine lays out and computes (GPUs and
    // serving; the prefill estimate's inputs under Returning users), the memory reserve and the
    // platform's finer figures (Host memory), a drive's ratings beyond its size (NVMe tier), the
    // launch's addresses and ports (Engine launch), and the site's finer limits (Rack and power).
    static const std::set<QString> keys = {
        // GPUs and serving
        QStringLiteral("serving.overhead_gib"),
        QStringLiteral("serving.kv_cache_memory_gib"),
        QStringLiteral("serving.capacity_model"),
        QStringLiteral("serving.max_num_batched_tokens"),
        QStringLiteral("serving.mamba_cache_mode"),
        QStringLiteral("serving.decode_context_parallel"),
        QStringLiteral("serving.data_parallel_attention"),
        QStringLiteral("speculative.method"),
        QStringLiteral("speculative.num_tokens"),
        QStringLiteral("speculative.draft_layers"),
        QStringLiteral("serving.block_size_tokens"),
        // Host memory
        QStringLiteral("host.memory_mts_1dpc"),
        QStringLiteral("host.memory_mts_2dpc"),
        QStringLiteral("host.pcie_gen"),
        QStringLiteral("host.pcie_lanes"),
        QStringLiteral("host.gpu_sockets"),
        QStringLiteral("host.baseline_multiple"),
        QStringLiteral("host.reserve_multiple"),
        QStringLiteral("host.reserve_os_gb"),
        QStringLiteral("host.reserve_containers_gb"),
        QStringLiteral("host.reserve_rag_index_gb"),
        QStringLiteral("host.reserve_page_cache_gb"),
        QStringLiteral("offload.engine_host_memory_factor"),
        // NVMe tier
        QStringLiteral("nvme.drive"),
        QStringLiteral("nvme.dwpd"),
        QStringLiteral("nvme.warranty_years"),
        QStringLiteral("nvme.read_gbps"),
        QStringLiteral("nvme.write_amplification"),
        QStringLiteral("nvme.root_dir"),
        // Engine launch
        QStringLiteral("engine.vllm_version"),
        QStringLiteral("engine.model_path"),
        QStringLiteral("engine.served_model_name"),
        QStringLiteral("engine.host"),
        QStringLiteral("engine.port_base"),
        QStringLiteral("engine.lmcache_port_base"),
        QStringLiteral("engine.sglang_page_size"),
        QStringLiteral("engine.kv_router"),
        QStringLiteral("engine.numa_bind"),
        // Returning users: the prefill estimate (time to first token)
        QStringLiteral("serving.prefill_compute_dtype"),
        QStringLiteral("serving.prefill_mfu"),
        QStringLiteral("model.params_total_b"),
        QStringLiteral("model.num_attention_heads"),
        QStringLiteral("gpu.dense_tflops_bf16"),
        QStringLiteral("gpu.dense_tflops_fp8"),
        QStringLiteral("gpu.dense_tflops_fp4"),
        QStringLiteral("gpu.memory_bandwidth_tbps"),
        // Rack and power
        QStringLiteral("site.feed_voltage"),
        QStringLiteral("site.psu_redundancy"),
        QStringLiteral("site.air_delta_t_c"),
        QStringLiteral("site.rack_load_share"),
    };
    return keys.count(key) != 0;
}

DetailsGroup::DetailsGroup(const QString& title, QWidget* parent)
    : QWidget(parent), title_(title), header_(new QToolButton(this)), body_(new QWidget(this)),
      form_(new QFormLayout(body_))
{
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    header_->setObjectName(QStringLiteral("detailsHeader"));
    header_->setCheckable(true);
    header_->setAutoRaise(true);
    header_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    header_->setArrowType(Qt::RightArrow);
    header_->setFocusPolicy(Qt::StrongFocus);
    header_->setToolTip(tr("Fields the engine's and the server's specialists set. Closed, they "
                           "keep their values; the count says how many differ from the "
                           "defaults."));
    column->addWidget(header_, 0, Qt::AlignLeft);
    body_->setObjectName(QStringLiteral("detailsBody"));
    // Long labels go above their fields rather than widening the form.
    form_->setContentsMargins(0, 0, 0, 0);
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form_->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form_->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    column->addWidget(body_);
    body_->hide();
    connect(header_, &QToolButton::toggled, this, [this](bool on) {
        header_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        body_->setVisible(on);
        emit expandedChanged(on);
    });
    showCounts(0, 0);
}

bool DetailsGroup::isExpanded() const
{
    return header_->isChecked();
}

void DetailsGroup::setExpanded(bool expanded)
{
    header_->setChecked(expanded);
}

void DetailsGroup::showCounts(int changed, int refused)
{
    changed_ = changed;
    refused_ = refused;
    QString text = title_;
    if (changed > 0 && refused > 0)
        text = tr("%1 (%2 changed, %3 not accepted)").arg(title_).arg(changed).arg(refused);
    else if (changed > 0)
        text = tr("%1 (%2 changed)").arg(title_).arg(changed);
    else if (refused > 0)
        text = tr("%1 (%2 not accepted)").arg(title_).arg(refused);
    if (header_->text() != text)
        header_->setText(text);
}

} // namespace kvp::ui

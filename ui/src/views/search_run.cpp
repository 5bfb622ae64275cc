// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/search_run.h"

#include <QThread>

namespace kvp::ui {

SearchRun::~SearchRun()
{
    cancelAndWait();
}

void SearchRun::cancelAndWait()
{
    if (worker_) {
        cancel_->store(true);
        worker_->wait();
        delete worker_; // its finished() handler, which would deleteLater() it, dies with us
        worker_ = nullptr;
    }
}

void SearchRun::start(RecommendOptions options, Job job, Progress progress, Done done)
{
    if (worker_)
        return;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto out = std::make_shared<RecommendResult>();
    options.cancel = cancel_.get();
    options.progress = [this, progress = std::move(progress)](std::size_t step, std::size_t steps) {
        QMetaObject::invokeMethod(
            this, [progress, step, steps] { progress(step, steps); }, Qt::QueuedConnection);
    };
    const std::shared_ptr<std::atomic<bool>> cancel = cancel_;
    worker_ = QThread::create([job = std::move(job), options, out, cancel] {
        *out = job(options);
        if (cancel->load())
            out->cancelled = true;
    });
    connect(worker_, &QThread::finished, this, [this, out, done = std::move(done)] {
        if (!worker_)
            return; // cancelAndWait() came first: the owner is going away
        worker_->deleteLater();
        worker_ = nullptr;
        done(*out);
    });
    worker_->start();
}

void SearchRun::cancel()
{
    if (cancel_)
        cancel_->store(true);
}

} // namespace kvp::ui

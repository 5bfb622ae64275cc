// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A recommend search on a worker thread, for the windows that start one (the Recommend window,
// the PDF quote's export): its progress and its result come back on the GUI thread, cancel()
// asks it to stop, and destroying the run mid-search cancels it and waits for the thread, so no
// thread outlives the window that started it.

#include "kvplan/recommend.h"

#include <QObject>

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>

class QThread;

namespace kvp::ui {

class SearchRun : public QObject {
public:
    using Job = std::function<RecommendResult(const RecommendOptions&)>;
    using Progress = std::function<void(std::size_t done, std::size_t all)>;
    using Done = std::function<void(const RecommendResult&)>;

    explicit SearchRun(QObject* parent = nullptr) : QObject(parent) {}
    ~SearchRun() override;

    // Runs job(options) on a worker thread, with options' cancel flag and progress set here;
    // nothing while a search runs. progress and done are called on this object's thread; done
    // once, with `cancelled` set when cancel() came first.
    void start(RecommendOptions options, Job job, Progress progress, Done done);
    void cancel();
    // Cancels a running search and waits for its thread (the owner's destructor, before the
    // widgets its callbacks touch are gone).
    void cancelAndWait();
    bool running() const { return worker_ != nullptr; }

private:
    QThread* worker_ = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel_;
};

} // namespace kvp::ui
